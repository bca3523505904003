import { AvailableFiltersSchema } from '@/api/schemas';
import { facetDimensions } from './facets';
import { AREA_SCOPES, scopeOf, unappliedFilters } from './scope';

const filters = {
  channels: ['news' as const],
  languages: ['es'],
  'narratives.id': [7],
  filter_expression: 'wind',
};

describe('filter scopes of the areas', () => {
  it('lists what an area leaves out, in pill order, and nothing where every filter applies', () => {
    expect(unappliedFilters(filters, scopeOf(undefined))).toEqual([]);
    expect(unappliedFilters(filters, scopeOf('narrative-list')).map((f) => f.key)).toEqual([
      'filter_expression',
      'narratives.id',
      'languages',
    ]);
    expect(unappliedFilters(filters, AREA_SCOPES['narrative-page'])).toEqual([
      { key: 'narratives.id', value: '7' },
    ]);
    // The location page applies every filter: it must not say otherwise (it once listed them all).
    expect(unappliedFilters(filters, AREA_SCOPES['location-counts'])).toEqual([]);
  });
});

describe('facets', () => {
  it('are the registry’s facet kinds, smart categories one section per model', () => {
    const available = AvailableFiltersSchema.parse({
      bot_ratings: { name: 'Bot Detection', key: 'bot_ratings', options: [] },
      smart_categories: {
        name: 'Smart Categories',
        key: 'smart_categories',
        models: [
          { name: 'Favorability', enrichment_id: 1, options: [] },
          { name: 'Claim type', enrichment_id: 2, options: [] },
        ],
      },
    });
    expect(facetDimensions({ available })).toEqual([
      { groupBy: 'channels', title: 'Channels' },
      { groupBy: 'narratives.id', title: 'Narratives' },
      { groupBy: 'languages', title: 'Languages' },
      { groupBy: 'bot_ratings', title: 'Bot Detection' },
      { groupBy: 'smart_category_enrichment_id:1', title: 'Favorability' },
      { groupBy: 'smart_category_enrichment_id:2', title: 'Claim type' },
      { groupBy: 'domains', title: 'Domains' },
      { groupBy: 'authors', title: 'Authors' },
    ]);
  });
});
