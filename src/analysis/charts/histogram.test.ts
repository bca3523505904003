import { barsTotal, brushWindow, describeSpan, histogramInterval, toHistogramBars } from './histogram';

const W = { since: '2026-11-01T12:00:00.000Z', to: '2026-11-04T11:59:59.999Z' };
const days = [
  { date: '2026-11-01T00:00:00.000Z', count: 3 },
  { date: '2026-11-02T00:00:00.000Z', count: 5 },
  { date: '2026-11-03T00:00:00.000Z', count: 7 },
  { date: '2026-11-04T00:00:00.000Z', count: 2 },
];

describe('the volume histogram', () => {
  it('asks for hours on short windows, days up to half a year, weeks beyond', () => {
    expect(histogramInterval({ since: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' })).toBe('hour');
    expect(histogramInterval({ since: '2026-11-01T00:00:00Z', to: '2026-11-07T23:59:59.999Z' })).toBe('hour');
    expect(histogramInterval({ since: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:01Z' })).toBe('day');
    expect(histogramInterval({ since: '2026-10-01T00:00:00Z', to: '2026-11-01T00:00:00Z' })).toBe('day');
    expect(histogramInterval({ since: '2025-10-01T00:00:00Z', to: '2026-11-01T00:00:00Z' })).toBe('week');
  });

  it('clips bars to the window and makes them tile it without gaps or overlaps', () => {
    const bars = toHistogramBars(days, W, 'day', 'UTC');
    expect(bars[0]!.start).toBe(Date.parse(W.since));
    expect(bars.at(-1)!.end).toBe(Date.parse(W.to) + 1);
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.start).toBe(bars[i - 1]!.end);
  });

  it('brushes to a window that holds exactly the brushed bars, in either drag direction', () => {
    const bars = toHistogramBars(days, W, 'day', 'UTC');
    expect(brushWindow(bars, 2, 1)).toEqual({
      since: '2026-11-02T00:00:00.000Z',
      to: '2026-11-03T23:59:59.999Z',
    });
    expect(brushWindow(bars, 0, 0)).toEqual({ since: W.since, to: '2026-11-01T23:59:59.999Z' });
    expect(brushWindow(bars, 3, 3).to).toBe(W.to);
    expect(barsTotal(bars, 1, 2)).toBe(12);
  });

  it('draws every bucket of the window, empty ones too, from a single answered bucket', () => {
    const one = toHistogramBars([{ date: '2026-11-01T00:00:00.000Z', count: 9 }], W, 'day', 'UTC');
    expect(one.map((b) => b.count)).toEqual([9, 0, 0, 0]);
    expect(describeSpan(toHistogramBars(days, W, 'day', 'UTC'), 1, 1, 'UTC')).toBe(
      '2026-11-02 00:00 – 23:59',
    );
  });
});
