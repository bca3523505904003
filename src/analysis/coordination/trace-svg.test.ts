import { describe, expect, it } from 'vitest';
import { post } from './test-posts';
import { traceOf } from './trace';
import { traceSvg } from './trace-svg';

describe('traceSvg', () => {
  const t0 = Date.UTC(2026, 10, 17, 7, 43);
  const trace = traceOf([
    post('tg', t0, 'x', { channel: 'telegram' }),
    post('x1', t0 + 22 * 60_000, 'x', { channel: 'twitter' }),
    post('n', t0 + 757 * 60_000, 'x', { channel: 'news' }),
  ]);
  const svg = traceSvg(trace, { subtitle: 'Election integrity · "Glass Ballot" <test>', zone: 'UTC' });

  it('is a standalone document titled with the hops, in the given zone', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>Telegram Nov 17 07:43 → X (Twitter) 08:05 → News 20:20</text>');
    expect(svg).toContain('X (Twitter) → News after 12 h 15 min');
    expect(svg).toContain('not causation');
  });

  it('draws one lane per channel with its first sighting ringed, and escapes text', () => {
    expect(svg.match(/r="7"/g)).toHaveLength(3);
    expect(svg).toContain('&quot;Glass Ballot&quot; &lt;test&gt;');
  });
});
