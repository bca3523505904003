import { describe, expect, it } from 'vitest';
import { ChartSpecSchema } from './chart-config';
import { NONE_KEY } from './chart-buckets';
import { bucketTarget, groupTarget, restrictToKeys } from './chart-drilldown';
import { OTHER_KEY } from './chart-transforms';

describe('restrictToKeys', () => {
  it('adds the keys as the dimension’s filter when the chart has none', () => {
    expect(restrictToKeys({ languages: ['en'] }, 'channels', ['news', 'reddit'])).toEqual({
      ok: true,
      filters: { languages: ['en'], channels: ['news', 'reddit'] },
    });
  });
  it('narrows an existing filter of a single-valued dimension to the keys (the intersection)', () => {
    expect(restrictToKeys({ channels: ['news', 'reddit', 'vk'] }, 'channels', ['reddit'])).toEqual({
      ok: true,
      filters: { channels: ['reddit'] },
    });
  });
  it('opens a group of a negated or switched-off kind as that group alone', () => {
    // "Channel is not News" draws the other channels: a bar is its channel, the negation dropped.
    expect(
      restrictToKeys({ channels: ['news'], not: ['channels'], languages: ['en'] }, 'channels', ['reddit']),
    ).toEqual({
      ok: true,
      filters: { channels: ['reddit'], languages: ['en'], not: undefined, off: undefined },
    });
    expect(
      restrictToKeys({ channels: ['news'], off: ['channels'], not: ['languages'] }, 'channels', ['vk']),
    ).toEqual({ ok: true, filters: { channels: ['vk'], not: ['languages'], off: undefined } });
    // A value the chart leaves out cannot be selected among those it keeps.
    expect(restrictToKeys({ channels: ['news'], not: ['channels'] }, 'channels', ['news']).ok).toBe(false);
  });
  it('refuses what a filter cannot say exactly, with the reason', () => {
    const multi = restrictToKeys({ 'narratives.id': [5] }, 'narratives.id', ['7']);
    expect(multi.ok).toBe(false);
    expect(restrictToKeys({ 'narratives.id': [5] }, 'narratives.id', ['5']).ok).toBe(true);
    expect(restrictToKeys({}, 'channels', [OTHER_KEY])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Other'),
    });
    expect(restrictToKeys({}, 'channels', [NONE_KEY]).ok).toBe(false);
    expect(restrictToKeys({}, 'channels', ['custom'])).toMatchObject({
      ok: false,
      reason: expect.stringContaining('custom'),
    });
    // Two mention-type groups are two parameters, which the API combines with AND.
    expect(restrictToKeys({}, 'mention_type', ['news.news', 'social_media.reposts']).ok).toBe(false);
    // Smart categories of another model share the parameter: OR would widen the chart's filter.
    expect(
      restrictToKeys({ smart_categories: ['1:c0'] }, 'smart_category_enrichment_id:2', ['2:c1']).ok,
    ).toBe(false);
  });
});

const spec = ChartSpecSchema.parse({
  workspaceId: 3,
  options: { measure: 'timeline', breakdown: 'channels' },
  filters: { languages: ['en'] },
  range: { range: '7d', tz: 'utc' },
});

describe('click-through targets', () => {
  it('opens a series segment as its own key within the bucket’s window and the chart’s filters', () => {
    const target = bucketTarget(
      spec,
      { since: '2026-11-02T00:00:00.000Z', to: '2026-11-02T23:59:59.999Z' },
      'twitter',
    );
    expect(target).toEqual({
      ok: true,
      search: {
        languages: ['en'],
        channels: ['twitter'],
        range: 'custom',
        since: '2026-11-02T00:00:00.000Z',
        to: '2026-11-02T23:59:59.999Z',
        tz: 'utc',
      },
    });
  });
  it('opens a whole bucket without a series', () => {
    const target = bucketTarget(spec, { since: 'a', to: 'b' }, null);
    expect(target.ok && target.search.channels).toBeUndefined();
  });
  it('opens a group with the chart’s window', () => {
    const dist = {
      ...spec,
      options: { ...spec.options, measure: 'distribution' as const, dim: 'languages' as const },
    };
    expect(groupTarget(dist, 'en')).toEqual({
      ok: true,
      search: { languages: ['en'], range: '7d', tz: 'utc' },
    });
  });
});
