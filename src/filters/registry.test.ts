import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { ASSUMED_CAPABILITIES } from '@/api/capabilities';
import {
  AvailableFiltersSchema,
  FIXED_GROUP_BYS,
  isDocumentedGroupBy,
  MentionFiltersSchema,
} from '@/api/schemas';
import { MentionFilterSearchSchema } from './mention-filters-url';
import { dimensionOptions, filterForGroup, OTHER_GROUP_KEY } from './dimensions';
import { filterFields } from './field-options';
import { describeFilter, FILTER_KEYS, FILTER_KINDS } from './registry';
import { EVERY_FILTER } from './every-filter';

describe('the filter registry', () => {
  it('has exactly one entry per filter kind of the contract', () => {
    const contract = Object.keys(MentionFiltersSchema.shape).sort();
    expect(Object.keys(FILTER_KINDS).sort()).toEqual(contract);
    expect(new Set(FILTER_KEYS).size).toBe(FILTER_KEYS.length);
    // Every kind belongs to exactly one builder field.
    const fieldKeys = filterFields({}).flatMap((f) => f.keys);
    expect([...fieldKeys].sort()).toEqual(contract);
  });

  it('the URL schema accepts every filter the contract accepts, through a URL round trip', () => {
    expect(Object.keys(EVERY_FILTER).sort()).toEqual(Object.keys(MentionFiltersSchema.shape).sort());
    const contract = MentionFiltersSchema.parse(EVERY_FILTER);
    const url = defaultStringifySearch(contract);
    expect(MentionFilterSearchSchema.parse(defaultParseSearch(url))).toEqual(contract);
  });

  it('drops only the bad key of a hand-edited URL', () => {
    const parsed = MentionFilterSearchSchema.parse({
      channels: ['news'],
      languages: ['not-a-code'],
      'locations.city': ['x'],
    });
    expect(parsed).toEqual({ channels: ['news'], languages: undefined, 'locations.city': undefined });
  });

  it('describes values with human labels, never raw keys', () => {
    const available = AvailableFiltersSchema.parse({
      smart_categories: {
        name: 'Smart Categories',
        key: 'smart_categories',
        models: [
          { name: 'Favorability', enrichment_id: 244, options: [{ name: 'Positive', value: '244:c0' }] },
        ],
      },
    });
    const ctx = {
      available,
      narratives: [{ id: 7, title: 'Heat pump grants' }],
      placeName: (level: string, id: number) => (level === 'state' && id === 48 ? 'Texas' : undefined),
      placePath: (level: string, id: number) =>
        level === 'state' && id === 48 ? 'United States' : undefined,
    };
    expect(describeFilter('narratives.id', '7', ctx)).toMatchObject({
      label: 'Narrative',
      value: 'Heat pump grants',
    });
    expect(describeFilter('locations.state', '48', ctx)).toEqual({
      label: 'State',
      value: 'Texas',
      title: 'Location · State: Texas — United States',
    });
    expect(describeFilter('smart_categories', '244:c0', ctx)).toMatchObject({
      label: 'Favorability',
      value: 'Positive',
    });
    expect(describeFilter('channels', 'twitter', ctx).value).toBe('X (Twitter)');
    expect(describeFilter('mention_type.social_media', 'reposts', ctx).value).toBe('Repost');
    expect(describeFilter('bot_ratings', 'almost_certain', ctx).value).toBe('Almost certain');
    // Pills read short; the group is said on hover.
    const region = describeFilter('publisher_geography.source_region', 'Americas', ctx);
    expect(region).toMatchObject({ label: 'Region', value: 'Americas' });
    expect(region.title).toBe('Publisher geography (news only) · Region: Americas');
    // "None" surprises: news has no bot rating, so any bot filter leaves it out.
    expect(describeFilter('bot_ratings', 'none', ctx).title).toMatch(
      /no bot signals.*news mentions have none/,
    );
  });
});

describe('chart dimensions and click-through', () => {
  it('offers every fixed group_by of the reference server as a dimension, mention types in one', () => {
    const values = dimensionOptions({}, { ...ASSUMED_CAPABILITIES, isReference: true }).map((d) => d.value);
    // Model groups are offered per model (`smart_category_enrichment_id:<id>`), not as one dimension.
    const offeredOtherwise = (v: string) =>
      v.startsWith('mention_type.') || v === 'smart_categories' || v === 'custom_enrichments';
    expect([...values].sort()).toEqual(FIXED_GROUP_BYS.filter((v) => !offeredOtherwise(v)).sort());
  });

  it('offers only documented group_bys to the real service, mention types per group', () => {
    const values = dimensionOptions({}, ASSUMED_CAPABILITIES).map((d) => d.value);
    expect(values).toContain('mention_type.social_media');
    expect(values).not.toContain('mention_type');
    expect(values).not.toContain('locations.country');
    expect(values).not.toContain('narratives.id');
    expect(values.every((v) => isDocumentedGroupBy(v))).toBe(true);
  });

  it('maps every group of a fixed dimension back to the filter that selects it', () => {
    expect(filterForGroup('channels', 'twitter')).toEqual({ ok: true, key: 'channels', value: 'twitter' });
    expect(filterForGroup('locations.city', '42')).toEqual({ ok: true, key: 'locations.city', value: 42 });
    expect(filterForGroup('narratives.id', '7')).toEqual({ ok: true, key: 'narratives.id', value: 7 });
    expect(filterForGroup('mention_type', 'social_media.reposts')).toEqual({
      ok: true,
      key: 'mention_type.social_media',
      value: 'reposts',
    });
    expect(filterForGroup('smart_category_enrichment_id:244', '244:c0')).toEqual({
      ok: true,
      key: 'smart_categories',
      value: '244:c0',
    });
  });

  it('maps the documented per-group dimensions and publisher geography', () => {
    expect(filterForGroup('mention_type.social_media', 'reposts')).toEqual({
      ok: true,
      key: 'mention_type.social_media',
      value: 'reposts',
    });
    expect(filterForGroup('custom_enrichment_id:9', '9:Yes')).toEqual({
      ok: true,
      key: 'custom_enrichments',
      value: '9:Yes',
    });
    expect(filterForGroup('publisher_geography.source_region', 'Europe')).toEqual({
      ok: true,
      key: 'publisher_geography.source_region',
      value: 'Europe',
    });
  });

  it('says why a group cannot be opened', () => {
    expect(filterForGroup('bot_ratings', 'unknown').ok).toBe(false);
    const other = filterForGroup('channels', OTHER_GROUP_KEY);
    expect(other.ok).toBe(false);
    const und = filterForGroup('languages', 'und');
    expect(und).toMatchObject({ ok: false });
    expect(!und.ok && und.reason).toContain('und');
  });
});

describe('channel names', () => {
  const id = '3f0c2d1e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';
  const channelName = (key: string) => (key === id ? 'Client wire' : key);

  it('names a custom channel (keyed by its id) from the context, as pills and top values show it', () => {
    expect(describeFilter('channels', id, { channelName }).value).toBe('Client wire');
    // A top value becomes this filter and reads through the same description.
    const filter = filterForGroup('channels', id);
    expect(filter.ok && describeFilter(filter.key, String(filter.value), { channelName }).value).toBe(
      'Client wire',
    );
  });
  it('keeps the standard names, and an unknown id as it is without a context', () => {
    expect(describeFilter('channels', 'twitter', {}).value).toBe('X (Twitter)');
    expect(describeFilter('channels', id, {}).value).toBe(id);
  });
});
