import { describe, expect, it } from 'vitest';
import { buildVoiceShareModel, buildVoiceTimelineModel } from './share-of-voice-model';
import { voiceTarget } from './voice-target';

const ws = [
  { id: 3, name: 'Solar' },
  { id: 1, name: 'Wind' },
  { id: 2, name: 'Quiet' },
];
const day = (d: number, count: number) => ({ date: `2026-11-0${d}T00:00:00.000Z`, count });
const window = { since: '2026-11-01T00:00:00.000Z', to: '2026-11-03T23:59:59.999Z' };
const current = [
  { totalCount: 4, buckets: [day(1, 1), day(2, 3)] },
  { totalCount: 2, buckets: [day(1, 1), day(3, 1)] },
  { totalCount: 0, buckets: [] },
];

describe('buildVoiceTimelineModel', () => {
  const model = buildVoiceTimelineModel({
    window,
    zone: 'UTC',
    interval: 'day',
    unit: 'percent',
    workspaces: ws,
    current,
    previous: [
      { totalCount: 1, buckets: [day(1, 1)].map((b) => ({ ...b, date: '2026-10-29T00:00:00.000Z' })) },
      { totalCount: 3, buckets: [{ date: '2026-10-31T00:00:00.000Z', count: 3 }] },
      { totalCount: 0, buckets: [] },
    ],
  });

  it('has one series per workspace in the chosen order, the silent one kept', () => {
    expect(model.series.map((s) => [s.key, s.name])).toEqual([
      ['3', 'Solar'],
      ['1', 'Wind'],
      ['2', 'Quiet'],
    ]);
  });
  it('gives every bucket shares summing to 100 %, 0 % for a workspace without mentions', () => {
    expect(model.rows.map((r) => [r.s0, r.s1, r.s2])).toEqual([
      [50, 50, 0],
      [100, 0, 0],
      [0, 100, 0],
    ]);
  });
  it('lays the previous period onto the same buckets and totals both periods', () => {
    expect(model.rows.map((r) => [r.p0, r.p1, r.p2])).toEqual([
      [100, 0, 0],
      [0, 0, 0],
      [0, 100, 0],
    ]);
    expect(model.total).toBe(6);
    expect(model.previousTotal).toBe(4);
    expect(model.period?.map((p) => [p.key, p.current, p.previous])).toEqual([
      ['3', 4, 1],
      ['1', 2, 3],
      ['2', 0, 0],
      ['__total__', 6, 4],
    ]);
  });
  it('counts per bucket in count mode, each bucket opening that day', () => {
    const counts = buildVoiceTimelineModel({
      window,
      zone: 'UTC',
      interval: 'day',
      unit: 'count',
      workspaces: ws,
      current,
      previous: null,
    });
    expect(counts.rows.map((r) => [r.s0, r.s1, r.s2, r.total])).toEqual([
      [1, 1, 0, 2],
      [3, 0, 0, 3],
      [0, 1, 0, 1],
    ]);
    expect(counts.rows[1]).toMatchObject({
      since: '2026-11-02T00:00:00.000Z',
      to: '2026-11-02T23:59:59.999Z',
    });
    expect(counts.change).toBeNull();
  });
});

describe('buildVoiceShareModel', () => {
  it('shares the window among the workspaces beside the previous period', () => {
    const model = buildVoiceShareModel('percent', ws, [1, 1, 1], [0, 2, 2]);
    expect(model.rows.map((r) => [r.key, r.count, r.percent, r.previous, r.previousPercent])).toEqual([
      ['3', 1, 33.4, 0, 0],
      ['1', 1, 33.3, 2, 50],
      ['2', 1, 33.3, 2, 50],
    ]);
    expect(model.change).toMatchObject({ current: 3, previous: 4 });
    expect(model.period?.map((p) => p.change)).toEqual([33.4, -16.7, -16.7]);
  });
  it('keeps a workspace with no mentions at 0 %', () => {
    const model = buildVoiceShareModel('count', ws, [0, 5, 0], null);
    expect(model.rows.map((r) => r.percent)).toEqual([0, 100, 0]);
    expect(model.rows[0]).not.toHaveProperty('previous');
    expect(model.period).toBeNull();
  });
});

describe('voice click-through', () => {
  const spec = { filters: { languages: ['en'] }, range: { range: '7d', tz: 'utc' } };
  it('opens the clicked workspace with the filters, and a bucket with its own window', () => {
    expect(voiceTarget(spec, '3')).toEqual({
      workspaceId: 3,
      search: { languages: ['en'], range: '7d', tz: 'utc' },
    });
    expect(voiceTarget(spec, '1', { since: 'a', to: 'b' })?.search).toEqual({
      languages: ['en'],
      range: 'custom',
      since: 'a',
      to: 'b',
      tz: 'utc',
    });
    expect(voiceTarget(spec, 'total')).toBeNull();
  });
});
