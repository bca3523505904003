import { describe, expect, it } from 'vitest';
import { fillPlaceholders, reportPlaceholders } from './report-describe';

describe('report placeholders', () => {
  it('fill {{window}}, {{since}} and {{to}} from the report window, in its zone', () => {
    const values = reportPlaceholders(
      {
        window: {
          range: 'custom',
          since: '2026-10-01T00:00:00.000Z',
          to: '2026-10-31T23:59:59.999Z',
          tz: 'utc',
        },
      },
      Date.parse('2026-11-28T10:00:00Z'),
    );
    expect(fillPlaceholders('From {{since}} to {{ to }}: {{window}}; {{other}}', values)).toBe(
      `From 2026-10-01 to 2026-10-31: ${values.window}; {{other}}`,
    );
    expect(values.window).toContain('2026-10-01 – 2026-10-31');
  });
  it('say each chart keeps its own window when the report has none', () => {
    expect(fillPlaceholders('{{window}}', reportPlaceholders({}, Date.now()))).toBe(
      'Each chart shows its own window',
    );
  });
});
