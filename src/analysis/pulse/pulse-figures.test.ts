import { describe, expect, it } from 'vitest';
import {
  botShare,
  botShareChange,
  latestSpike,
  risingNarrative,
  sortPulseRows,
  volumeChange,
  windowPoints,
  type PulseFigures,
} from './pulse-figures';
import type { Spike } from '@/analysis/spikes/spike-detection';
import { PULSE_SORT_LABELS } from './pulse-sort-labels';

describe('volumeChange', () => {
  it('gives the absolute and relative change against the previous period', () => {
    expect(volumeChange(150, 100)).toEqual({ current: 150, previous: 100, delta: 50, percent: 50 });
    expect(volumeChange(80, 100)).toMatchObject({ delta: -20, percent: -20 });
  });
  it('has no percentage when the previous period was empty', () => {
    expect(volumeChange(12, 0)).toMatchObject({ delta: 12, percent: null });
  });
});

describe('botShare', () => {
  const dist = (total: number, groups: [string, number][]) => ({
    totalCount: total,
    groups: groups.map(([key, count]) => ({ key, count })),
  });

  it('counts likely, very likely and almost certain bots over every matching mention', () => {
    const share = botShare(
      dist(200, [
        ['none', 120],
        ['likely', 10],
        ['very_likely', 6],
        ['almost_certain', 4],
        ['potential', 30],
      ]),
    );
    expect(share).toEqual({ bots: 20, total: 200, percent: 10 });
  });
  it('is null for an empty period, and its change is in percentage points', () => {
    const empty = botShare(dist(0, []));
    expect(empty.percent).toBeNull();
    const now = botShare(dist(100, [['likely', 15]]));
    const before = botShare(dist(400, [['likely', 20]]));
    expect(botShareChange(now, before)).toBe(10);
    expect(botShareChange(now, empty)).toBeNull();
  });
});

describe('risingNarrative', () => {
  const current = [
    { id: 1, title: 'Big and flat', count: 500 },
    { id: 2, title: 'Grew most', count: 300 },
    { id: 3, title: 'Brand new', count: 120 },
    { id: 4, title: 'Tiny surge', count: 8 },
  ];
  const previous = [
    { id: 1, count: 490 },
    { id: 2, count: 100 },
    { id: 4, count: 1 },
  ];

  it('names the narrative that added most mentions', () => {
    expect(risingNarrative(current, previous)).toMatchObject({ id: 2, delta: 200 });
  });
  it('takes a narrative absent before as new when the previous list is complete', () => {
    const grown = [...current, { id: 5, title: 'Surged from nothing', count: 400 }];
    expect(risingNarrative(grown, previous)).toMatchObject({ id: 5, isNew: true });
  });
  it('leaves out narratives missing from a cut previous list instead of calling them new', () => {
    const grown = [...current, { id: 5, title: 'Maybe new', count: 400 }];
    expect(risingNarrative(grown, previous, { previousComplete: false })).toMatchObject({ id: 2 });
  });
  it('names none when nothing big enough grew', () => {
    expect(risingNarrative([{ id: 4, title: 'Tiny', count: 8 }], [{ id: 4, count: 1 }])).toBeNull();
    expect(risingNarrative([{ id: 1, title: 'Shrinking', count: 50 }], [{ id: 1, count: 90 }])).toBeNull();
  });
});

describe('windowPoints and latestSpike', () => {
  it('keeps the buckets of the window and finds the most recent spike', () => {
    const series = ['2026-11-01', '2026-11-02', '2026-11-03'].map((d, i) => ({
      date: `${d}T00:00:00.000Z`,
      count: i,
    }));
    expect(windowPoints(series, '2026-11-02T00:00:00.000Z').map((p) => p.count)).toEqual([1, 2]);
    const spike = (date: string) => ({ date, count: 1 }) as Spike;
    expect(
      latestSpike([
        spike('2026-11-02T00:00:00Z'),
        spike('2026-11-05T00:00:00Z'),
        spike('2026-11-03T00:00:00Z'),
      ])?.date,
    ).toBe('2026-11-05T00:00:00Z');
    expect(latestSpike([])).toBeNull();
  });
});

describe('sortPulseRows', () => {
  const rows: PulseFigures[] = [
    { id: 1, title: 'Beta', volume: 100, change: volumeChange(100, 50), spikes: 1 },
    { id: 2, title: 'Alpha', volume: 300, change: volumeChange(300, 290), spikes: 2 },
    { id: 3, title: 'Gamma' },
    { id: 4, title: 'Delta', volume: 40, change: volumeChange(40, 0), spikes: 0 },
  ];
  const ids = (r: PulseFigures[]) => r.map((x) => x.id);

  it('ranks by change with new volume first, and still-counting rows last in both directions', () => {
    expect(ids(sortPulseRows(rows, 'change', 'desc'))).toEqual([4, 1, 2, 3]);
    expect(ids(sortPulseRows(rows, 'change', 'asc'))).toEqual([2, 1, 4, 3]);
  });
  it('ranks equal shown percentages by the exact change (both +79.8 %: 281/352 above 725/909)', () => {
    const close: PulseFigures[] = [
      { id: 1, title: 'Energy transition', change: volumeChange(1634, 909) },
      { id: 12, title: 'Water security', change: volumeChange(633, 352) },
    ];
    expect(close.map((r) => r.change!.percent)).toEqual([79.8, 79.8]);
    expect(ids(sortPulseRows(close, 'change', 'desc'))).toEqual([12, 1]);
  });
  it('ranks by volume and spikes, and by title alphabetically', () => {
    expect(ids(sortPulseRows(rows, 'volume', 'desc'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortPulseRows(rows, 'spikes', 'desc'))).toEqual([2, 1, 4, 3]);
    expect(ids(sortPulseRows(rows, 'title', 'asc'))).toEqual([2, 1, 4, 3]);
  });
});

describe('the pulse orders say what they rank by', () => {
  const rows: PulseFigures[] = [
    // +100 % on a small base against +20 % on a large one: the two orders disagree.
    { id: 1, title: 'Small', change: volumeChange(20, 10) },
    { id: 2, title: 'Large', change: volumeChange(600, 500) },
  ];
  const ids = (r: PulseFigures[]) => r.map((x) => x.id);

  it('"Change %" ranks by the relative change, "Change in mentions" by the absolute one', () => {
    expect(PULSE_SORT_LABELS.change).toMatch(/%/);
    expect(ids(sortPulseRows(rows, 'change', 'desc'))).toEqual([1, 2]);
    expect(PULSE_SORT_LABELS.delta).toMatch(/mentions/);
    expect(ids(sortPulseRows(rows, 'delta', 'desc'))).toEqual([2, 1]);
  });
});
