import { AvailableFiltersSchema } from '@/api/schemas';
import type { MentionFilterSearch } from './mention-filters-url';
import {
  applySelection,
  buildFilterFields,
  countGroupBys,
  optionCounts,
  optionId,
  pillLabel,
  selectedIds,
} from './fields';

const available = AvailableFiltersSchema.parse({
  channels: { name: 'Channels', key: 'channels', options: [{ name: 'News', value: 'news' }] },
  languages: {
    name: 'Languages',
    key: 'languages',
    options: [
      { name: 'de', value: 'de' },
      { name: 'English', value: 'en' },
    ],
  },
  smart_categories: {
    name: 'Smart Categories',
    key: 'smart_categories',
    models: [{ name: 'Favorability', enrichment_id: 244, options: [{ name: 'Positive', value: '244:c0' }] }],
  },
  custom_enrichments: {
    name: 'Custom Enrichments',
    key: 'custom_enrichments',
    models: [{ name: 'Stance', enrichment_id: 9, options: [{ name: 'For', value: '9:For' }] }],
  },
  mention_type: {
    name: 'Mention Type',
    social_media: {
      name: 'Social Media Posts',
      key: 'mention_type.social_media',
      options: [{ name: 'Reposts', value: 'reposts' }],
    },
    news: { name: 'News Articles', key: 'mention_type.news', options: [{ name: 'News', value: 'news' }] },
  },
  publisher_geography: {
    name: 'Publisher Geography',
    source_country: {
      name: 'Source Country',
      key: 'publisher_geography.source_country',
      options: [{ name: 'Germany', value: 'Germany' }],
    },
  },
});

describe('filter fields from available-filters', () => {
  const fields = buildFilterFields(available, [{ id: 5, title: 'Mask mandates' }]);
  const field = (id: string) => fields.find((f) => f.id === id)!;

  it('groups smart categories by model and custom enrichments by enrichment', () => {
    expect(field('smart_categories').options).toEqual([
      { key: 'smart_categories', value: '244:c0', label: 'Positive', group: 'Favorability' },
    ]);
    expect(field('custom_enrichments').options[0]?.group).toBe('Stance');
  });

  it('names languages when the server only gives codes', () => {
    expect(field('languages').options.map((o) => o.label)).toEqual(['German', 'English']);
  });

  it('spans several API keys for grouped mention types', () => {
    const mt = field('mention_type');
    expect(mt.options.map((o) => [o.key, o.group])).toEqual([
      ['mention_type.social_media', 'Social Media Posts'],
      ['mention_type.news', 'News Articles'],
    ]);
    const search = applySelection(mt, { channels: ['news'] } as MentionFilterSearch, [
      optionId('mention_type.social_media', 'reposts'),
      optionId('mention_type.news', 'news'),
    ]);
    expect(search).toMatchObject({
      channels: ['news'],
      'mention_type.social_media': ['reposts'],
      'mention_type.news': ['news'],
    });
    expect(selectedIds(mt, search)).toHaveLength(2);
    expect(applySelection(mt, search, [])['mention_type.news']).toBeUndefined();
  });

  it('offers the contract enumerations when the server lists nothing', () => {
    const bare = buildFilterFields(undefined);
    const ids = (id: string) => bare.find((f) => f.id === id)!.options.map((o) => o.value);
    expect(ids('channels')).toContain('redditComment');
    expect(ids('bot_ratings')).toContain('almost_certain');
    expect(ids('publisher_geography')).toContain('Western Europe');
    expect(bare.find((f) => f.id === 'mention_type')!.options.map((o) => o.key)).toContain(
      'mention_type.podcasts',
    );
  });

  it('falls back to the narrative list and offers free-entry authors', () => {
    expect(field('narratives').options).toEqual([
      { key: 'narratives.id', value: '5', label: 'Mask mandates' },
    ]);
    expect(field('authors').kind).toBe('tags');
  });

  it('labels pills readably, locations included', () => {
    const ctx = { available };
    expect(pillLabel(ctx, 'smart_categories', '244:c0')).toBe('Favorability: Positive');
    expect(pillLabel(ctx, 'languages', 'fr')).toBe('Language: French');
    expect(
      pillLabel(
        { ...ctx, placeName: (level, id) => (level === 'country' && id === 276 ? 'Germany' : undefined) },
        'locations.country',
        '276',
      ),
    ).toBe('Country: Germany');
    expect(pillLabel(ctx, 'locations.country', '276')).toBe('Country: 276');
    expect(pillLabel(ctx, 'filter_expression', 'a OR b')).toBe('Search: a OR b');
  });
});

describe('option counts from distributions', () => {
  const fields = buildFilterFields(available, [{ id: 5, title: 'Mask mandates' }]);
  const field = (id: string) => fields.find((f) => f.id === id)!;

  it('asks the distributions that count each field, models one by one', () => {
    const ctx = { available };
    expect(countGroupBys(field('channels'), ctx)).toEqual(['channels']);
    expect(countGroupBys(field('mention_type'), ctx)).toEqual(['mention_type']);
    expect(countGroupBys(field('smart_categories'), ctx)).toEqual(['smart_category_enrichment_id:244']);
    expect(countGroupBys(field('custom_enrichments'), ctx)).toEqual(['custom_enrichment_id:9']);
    expect(countGroupBys(field('publisher_geography'), ctx)).toEqual([
      'publisher_geography.source_country',
      'publisher_geography.source_region',
      'publisher_geography.source_sub_region',
    ]);
  });

  it('maps every group to its option through the registry, leaving out groups no filter can send', () => {
    const counts = optionCounts([
      {
        groupBy: 'mention_type',
        data: {
          groupBy: 'mention_type',
          totalCount: 9,
          groups: [
            { key: 'social_media.reposts', count: 4 },
            { key: 'news.news', count: 5 },
          ],
        },
      },
      {
        groupBy: 'languages',
        data: {
          groupBy: 'languages',
          totalCount: 3,
          groups: [
            { key: 'en', count: 2 },
            { key: 'und', count: 1 },
          ],
        },
      },
      { groupBy: 'channels', data: undefined },
    ]);
    expect([...counts]).toEqual([
      [optionId('mention_type.social_media', 'reposts'), 4],
      [optionId('mention_type.news', 'news'), 5],
      [optionId('languages', 'en'), 2],
    ]);
  });
});

describe('bot rating options', () => {
  it('read as the pills write them, whatever spelling the service sends', () => {
    const withNames = AvailableFiltersSchema.parse({
      bot_ratings: {
        name: 'Bot Detection',
        key: 'bot_ratings',
        options: [{ value: 'very_likely', name: 'Very Likely' }],
      },
    });
    const field = buildFilterFields(withNames, []).find((f) => f.id === 'bot_ratings')!;
    expect(field.options.map((o) => o.label)).toEqual(['Very likely']);
  });
});
