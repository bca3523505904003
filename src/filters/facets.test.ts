import { describe, expect, it } from 'vitest';
import { facetFilters } from './facets';

describe('facetFilters: each facet counts without its own constraint', () => {
  const filters = {
    bot_ratings: ['likely' as const],
    channels: ['news' as const],
    smart_categories: ['244:c0', '245:c1'],
    filter_expression: 'wind',
  };

  it('a fixed dimension drops its own kind and keeps the others', () => {
    expect(facetFilters(filters, 'bot_ratings')).toEqual({
      channels: ['news'],
      smart_categories: ['244:c0', '245:c1'],
      filter_expression: 'wind',
    });
    expect(facetFilters(filters, 'channels')).not.toHaveProperty('channels');
    expect(facetFilters(filters, 'channels')).toHaveProperty('bot_ratings', ['likely']);
  });

  it('a smart-category model drops only its own values', () => {
    expect(facetFilters(filters, 'smart_category_enrichment_id:244').smart_categories).toEqual(['245:c1']);
    const alone = facetFilters({ smart_categories: ['244:c0'] }, 'smart_category_enrichment_id:244');
    expect(alone).toEqual({});
  });

  it('a dimension no filter selects leaves the filters as they are', () => {
    expect(facetFilters(filters, 'mention_type')).toEqual(filters);
  });
});
