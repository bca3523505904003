import type { MentionFilters } from '@/api/schemas';

/**
 * One valid value (two for some) of every filter kind of the contract, for tests: each test that
 * must cover every kind checks this against the contract first, so a new kind cannot be forgotten.
 */
export const EVERY_FILTER = {
  'narratives.id': [5, 7],
  channels: ['news', 'reddit'],
  filter_expression: 'title:vaccine AND "public health"',
  domains: ['example.com'],
  authors: ['Jane Doe'],
  languages: ['en', 'de'],
  bot_ratings: ['likely'],
  smart_categories: ['244:c0'],
  custom_enrichments: ['1681:Substantiated', '1681:a:b'],
  'mention_type.social_media': ['original_posts', 'reposts'],
  'mention_type.news': ['news'],
  'mention_type.podcasts': ['podcasts'],
  'publisher_geography.source_country': ['United States'],
  'publisher_geography.source_region': ['Americas'],
  'publisher_geography.source_sub_region': ['Northern America'],
  'locations.region': [1],
  'locations.subregion': [2],
  'locations.country': [840],
  'locations.state': [6],
  'locations.county': [6037],
  'locations.city': [5368361],
} satisfies Required<MentionFilters>;
