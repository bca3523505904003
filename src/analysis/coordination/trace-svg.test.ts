import { describe, expect, it } from 'vitest';
import { post } from './test-posts';
import { traceOf } from './trace';
import { TRACE_BINS, TraceFigureSchema, traceFigure } from './trace-figure';
import { traceSvg, traceSvgSize } from './trace-svg';

const t0 = Date.UTC(2026, 10, 17, 7, 43);
const meta = {
  subtitle: 'Election integrity · "Glass Ballot" <test>',
  zone: 'UTC',
  tracedAt: '2026-11-20T12:00:00.000Z',
};

describe('traceSvg', () => {
  const trace = traceOf([
    post('tg', t0, 'x', { channel: 'telegram' }),
    post('x1', t0 + 22 * 60_000, 'x', { channel: 'twitter' }),
    post('n', t0 + 757 * 60_000, 'x', { channel: 'news' }),
  ]);
  const figure = traceFigure(trace, meta);
  const svg = traceSvg(figure);

  it('is a standalone document titled with the hops, in the given zone', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>Telegram Nov 17 07:43 → X (Twitter) 08:05 → News 20:20</text>');
    expect(svg).toContain('X (Twitter) → News after 12 h 15 min');
    expect(svg).toContain('not causation');
    expect(svg).toContain(`height="${traceSvgSize(figure).height}"`);
  });

  it('draws one lane per channel with its first sighting ringed, and escapes text', () => {
    expect(svg.match(/r="7"/g)).toHaveLength(3);
    expect(svg).toContain('&quot;Glass Ballot&quot; &lt;test&gt;');
  });

  it('writes many hops on as many lines as they need, inside the figure', () => {
    const channels = ['telegram', 'twitter', 'news', 'reddit', 'youtube', 'facebook', 'instagram', 'blogs'];
    const many = traceFigure(
      traceOf(channels.map((c, i) => post(`a${i}`, t0 + i * 3_600_000, 'x', { channel: c }))),
      meta,
    );
    const out = traceSvg(many);
    const notes = [...out.matchAll(/<text x="16" y="(\d+)" fill="#5c5f66">([^<]*)<\/text>/g)].slice(1);
    expect(notes.length).toBeGreaterThan(2);
    for (const [, , text] of notes) expect(text!.length).toBeLessThanOrEqual(140);
    const bottom = Math.max(...notes.map(([, y]) => Number(y)));
    expect(bottom).toBeLessThan(traceSvgSize(many).height);
  });
});

describe('traceFigure', () => {
  it('keeps a lane of thousands of posts as at most TRACE_BINS columns, and round-trips its schema', () => {
    const posts = Array.from({ length: 5000 }, (_, i) =>
      post(`acc${i % 300}`, t0 + i * 37_000, 'x', { channel: i % 7 === 0 ? 'telegram' : 'twitter' }),
    );
    const figure = traceFigure(traceOf(posts), { ...meta, traced: 'Glass Ballot' });
    expect(figure.posts).toBe(5000);
    for (const lane of figure.lanes) expect(lane.bins.length).toBeLessThanOrEqual(TRACE_BINS);
    expect(figure.lanes.map((l) => l.count)).toEqual([715, 4285]);
    expect(figure.start).toBe(t0);
    expect(JSON.stringify(figure).length).toBeLessThan(10_000);
    expect(TraceFigureSchema.parse(JSON.parse(JSON.stringify(figure)))).toEqual(figure);
  });
});
