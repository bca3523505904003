import { describe, expect, it } from 'vitest';
import {
  OTHER_KEY,
  aggregateBuckets,
  alignPrevious,
  bucketLabel,
  bucketWindow,
  groupFilter,
  percentOfTotal,
  seriesOf,
  toTimeRows,
  topNWithOther,
  withPreviousCounts,
} from './chart-transforms';

const groups = [
  { key: 'news', name: 'News', count: 50 },
  { key: 'reddit', name: 'Reddit', count: 30 },
  { key: 'x', name: null, count: 10 },
];

describe('topNWithOther', () => {
  it('keeps the top n and puts totalCount − sum(top) into Other', () => {
    const { rows, otherApproximate } = topNWithOther(groups, 100, 2, false);
    expect(rows.map((r) => [r.key, r.count])).toEqual([
      ['news', 50],
      ['reddit', 30],
      [OTHER_KEY, 20],
    ]);
    expect(rows[0]!.percent).toBe(50);
    expect(rows[2]!.percent).toBe(20);
    expect(otherApproximate).toBe(false);
  });
  it('omits Other when nothing is left and falls back to the key as a name', () => {
    const { rows } = topNWithOther(groups, 90, 5, false);
    expect(rows).toHaveLength(3);
    expect(rows[2]!.name).toBe('x');
  });
  it('flags Other as approximate for multi-valued dimensions and never goes negative', () => {
    expect(topNWithOther(groups, 100, 1, true).otherApproximate).toBe(true);
    const { rows } = topNWithOther(groups, 60, 3, true);
    expect(rows.some((r) => r.other)).toBe(false);
  });
  it('sorts by count when the server did not', () => {
    const { rows } = topNWithOther([...groups].reverse(), 90, 1, false);
    expect(rows[0]!.key).toBe('news');
  });
});

describe('withPreviousCounts', () => {
  it('maps previous counts by key, 0 for absent groups, Other = previous total − listed', () => {
    const { rows } = topNWithOther(groups, 100, 2, false);
    const out = withPreviousCounts(rows, [{ key: 'news', count: 40 }], 70);
    expect(out.map((r) => r.previous)).toEqual([40, 0, 30]);
  });
});

const days = [
  { date: '2026-11-01T00:00:00Z', count: 3, groups: [{ key: 'a', name: 'A', count: 2 }, { key: 'b', name: 'B', count: 0 }] },
  { date: '2026-11-02T00:00:00Z', count: 5, groups: [{ key: 'a', name: 'A', count: 1 }, { key: 'b', name: 'B', count: 4 }] },
  { date: '2026-11-03T00:00:00Z', count: 7, groups: [{ key: 'a', name: 'A', count: 7 }, { key: 'b', name: 'B', count: 0 }] },
  { date: '2026-12-01T00:00:00Z', count: 1, groups: [{ key: 'a', name: 'A', count: 1 }, { key: 'b', name: 'B', count: 0 }] },
];

describe('aggregateBuckets', () => {
  it('keeps days as they are', () => {
    const out = aggregateBuckets(days, 'day', 'UTC');
    expect(out.map((b) => b.count)).toEqual([3, 5, 7, 1]);
  });
  it('sums ISO weeks (Monday start) in the zone', () => {
    // 2026-11-01 is a Sunday: it belongs to the week of Monday 2026-10-26.
    const out = aggregateBuckets(days, 'week', 'UTC');
    expect(out.map((b) => [b.start, b.count])).toEqual([
      ['2026-10-26T00:00:00.000Z', 3],
      ['2026-11-02T00:00:00.000Z', 12],
      ['2026-11-30T00:00:00.000Z', 1],
    ]);
    expect(out[1]!.groups.get('b')).toBe(4);
  });
  it('sums months and starts them at local midnight of the zone', () => {
    const out = aggregateBuckets(days, 'month', 'Europe/Berlin');
    expect(out.map((b) => [b.start, b.count])).toEqual([
      ['2026-10-31T23:00:00.000Z', 15],
      ['2026-11-30T23:00:00.000Z', 1],
    ]);
  });
  it('puts a UTC day into the previous local day west of Greenwich', () => {
    // 2026-12-01T00:00Z is still November 30 in New York.
    const out = aggregateBuckets(days, 'month', 'America/New_York');
    expect(out.map((b) => b.count)).toEqual([3, 13]);
  });
});

describe('labels and bucket windows', () => {
  it('labels days in UTC, weeks and months in the zone', () => {
    expect(bucketLabel('2026-11-02T00:00:00Z', 'day', 'America/New_York')).toBe('2026-11-02');
    expect(bucketLabel('2026-11-01T23:00:00.000Z', 'week', 'Europe/Berlin')).toBe('Wk 2026-11-02');
    expect(bucketLabel('2026-10-31T23:00:00.000Z', 'month', 'Europe/Berlin')).toBe('Nov 2026');
  });
  it('gives a bucket window ending 1 ms before the next bucket', () => {
    expect(bucketWindow('2026-11-02T00:00:00Z', 'day', 'UTC')).toEqual({
      since: '2026-11-02T00:00:00.000Z',
      to: '2026-11-02T23:59:59.999Z',
    });
    expect(bucketWindow('2026-10-31T23:00:00.000Z', 'month', 'Europe/Berlin').to).toBe('2026-11-30T22:59:59.999Z');
    expect(bucketWindow('2026-11-02T00:00:00.000Z', 'week', 'UTC').to).toBe('2026-11-08T23:59:59.999Z');
  });
});

describe('timeline rows', () => {
  it('builds series with safe data keys and an Other series for uncovered mentions', () => {
    const withOther = [...days, { date: '2026-12-02T00:00:00Z', count: 4, groups: [{ key: 'a', name: 'A', count: 1 }, { key: 'b', name: 'B', count: 1 }] }];
    const series = seriesOf(withOther);
    expect(series.map((s) => [s.dataKey, s.key])).toEqual([['s0', 'a'], ['s1', 'b'], ['s2', OTHER_KEY]]);
    const rows = toTimeRows(aggregateBuckets(withOther, 'day', 'UTC'), series, 'day', 'UTC', 'count', 20);
    expect(rows[4]).toMatchObject({ total: 4, s0: 1, s1: 1, s2: 2, label: '2026-12-02' });
  });
  it('gives shares of the bucket for series and of the window for the total in percent mode', () => {
    const series = seriesOf(days);
    const rows = toTimeRows(aggregateBuckets(days, 'day', 'UTC'), series, 'day', 'UTC', 'percent', 16);
    expect(rows[1]).toMatchObject({ total: 31.25, s0: 20, s1: 80 });
  });
  it('has no series without a breakdown', () => {
    expect(seriesOf([{ date: '2026-11-01T00:00:00Z', count: 2 }])).toEqual([]);
  });
  it('aligns the previous period by offset, null past its end', () => {
    const cur = toTimeRows(aggregateBuckets(days, 'day', 'UTC'), [], 'day', 'UTC', 'count', 16);
    const prev = cur.slice(0, 2).map((r) => ({ ...r, total: r.total * 2 }));
    expect(alignPrevious(cur, prev).map((r) => r.previous)).toEqual([6, 10, null, null]);
  });
});

describe('groupFilter', () => {
  it('maps every dimension key to its mention filter', () => {
    expect(groupFilter('channels', 'news')).toEqual({ key: 'channels', value: 'news' });
    expect(groupFilter('mention_type', 'social_media.reposts')).toEqual({ key: 'mention_type.social_media', value: 'reposts' });
    expect(groupFilter('locations.country', '12')).toEqual({ key: 'locations.country', value: 12 });
    expect(groupFilter('narratives.id', '3')).toEqual({ key: 'narratives.id', value: 3 });
    expect(groupFilter('smart_category_enrichment_id:244', '244:c0')).toEqual({ key: 'smart_categories', value: '244:c0' });
    expect(groupFilter('custom_enrichment_id:9', '9:Yes')).toEqual({ key: 'custom_enrichments', value: '9:Yes' });
    expect(groupFilter('publisher_geography.source_region', 'Europe')).toEqual({
      key: 'publisher_geography.source_region',
      value: 'Europe',
    });
    expect(groupFilter('channels', OTHER_KEY)).toBeNull();
  });
  it('gives no filter for a group the filter cannot express', () => {
    // Custom-channel mentions group as `custom`, which is not a value of the channel filter.
    expect(groupFilter('channels', 'custom')).toBeNull();
    expect(groupFilter('languages', 'und')).toBeNull();
    expect(groupFilter('bot_ratings', 'unknown')).toBeNull();
  });
  it('computes percentages safely', () => {
    expect(percentOfTotal(1, 0)).toBe(0);
    expect(percentOfTotal(1, 4)).toBe(25);
  });
});
