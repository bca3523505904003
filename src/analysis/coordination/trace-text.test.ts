import { describe, expect, it } from 'vitest';
import { traceOf } from './trace';
import { post } from './test-posts';
import { formatLag, hopLine } from './trace-text';

describe('trace text', () => {
  it('writes the hops in the analyst zone, the date where it changes', () => {
    const t0 = Date.UTC(2026, 10, 2, 8, 12);
    const trace = traceOf([
      post('a', t0, 'x', { channel: 'telegram' }),
      post('b', t0 + 28 * 60_000, 'x', { channel: 'twitter' }),
      post('c', t0 + 20 * 3_600_000, 'x', { channel: 'news' }),
    ]);
    expect(hopLine(trace, 'Europe/Berlin')).toBe(
      'Telegram Nov 2 09:12 → X (Twitter) 09:40 → News Nov 3 05:12',
    );
  });

  it('says lags in minutes, hours and days', () => {
    expect(formatLag(28 * 60_000)).toBe('28 min');
    expect(formatLag(833 * 60_000)).toBe('13 h 53 min');
    expect(formatLag(52 * 3_600_000)).toBe('2 d 4 h');
  });
});
