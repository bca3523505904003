import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailableFiltersSchema,
  DistributionResultSchema,
  MentionFiltersSchema,
  MentionListSchema,
  TimelineResultSchema,
  type AvailableFilters,
} from '../../src/api/schemas';
import { FILTER_KINDS, type FilterKey } from '../../src/filters/registry';
import { makeTestApp, TEST_NOW, type TestApp } from '../test/fixtures';

/**
 * Every filter kind of the contract, sent alone on the seeded data, narrows the count to exactly
 * the size of the group it selects (a kind accepted and ignored would leave the whole window).
 */

let t: TestApp;
let ws: number;
let available: AvailableFilters;
const window = `since=${new Date(TEST_NOW - 60 * 86_400_000).toISOString()}&to=${new Date(TEST_NOW).toISOString()}`;

async function json(url: string) {
  const res = await t.as('demo', 'GET', `/api/workspaces/${ws}/${url}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const total = async (query = '') =>
  TimelineResultSchema.parse(await json(`analytics/timeline?${window}${query}`)).totalCount;
/** A group of a dimension that is neither empty nor the whole window: `[key, count]`. */
async function narrowGroup(groupBy: string, accept: (key: string) => boolean = () => true) {
  const all = await total();
  const dist = DistributionResultSchema.parse(
    await json(`analytics/distribution?${window}&group_by=${encodeURIComponent(groupBy)}`),
  );
  const group = dist.groups.find((g) => accept(g.key) && g.count > 0 && g.count < all);
  expect(group, `a group of ${groupBy} that narrows`).toBeDefined();
  return [group!.key, group!.count] as const;
}
const param = (key: string, value: string) => `&${encodeURIComponent(key)}[]=${encodeURIComponent(value)}`;

/** Per kind: the query string of one value and the count it must give (null: only "narrows"). */
type Probe = () => Promise<{ query: string; count: number | null }>;
const byGroup =
  (key: FilterKey): Probe =>
  async () => {
    const [value, count] = await narrowGroup(FILTER_KINDS[key].groupBy!);
    return { query: param(key, value), count };
  };
const byMentionType =
  (group: string): Probe =>
  async () => {
    const [value, count] = await narrowGroup('mention_type', (k) => k.startsWith(`${group}.`));
    return { query: param(`mention_type.${group}`, value.slice(group.length + 1)), count };
  };
const byModel =
  (kind: 'smart_categories' | 'custom_enrichments', prefix: string): Probe =>
  async () => {
    const model = available[kind]?.models[0];
    expect(model, `a ${kind} model in the seed`).toBeDefined();
    const [value, count] = await narrowGroup(`${prefix}:${model!.enrichment_id}`);
    return { query: param(kind, value), count };
  };

const PROBES: Record<FilterKey, Probe> = {
  channels: byGroup('channels'),
  'narratives.id': byGroup('narratives.id'),
  languages: byGroup('languages'),
  bot_ratings: byGroup('bot_ratings'),
  domains: byGroup('domains'),
  authors: byGroup('authors'),
  'publisher_geography.source_country': byGroup('publisher_geography.source_country'),
  'publisher_geography.source_region': byGroup('publisher_geography.source_region'),
  'publisher_geography.source_sub_region': byGroup('publisher_geography.source_sub_region'),
  'locations.region': byGroup('locations.region'),
  'locations.subregion': byGroup('locations.subregion'),
  'locations.country': byGroup('locations.country'),
  'locations.state': byGroup('locations.state'),
  'locations.county': byGroup('locations.county'),
  'locations.city': byGroup('locations.city'),
  'mention_type.social_media': byMentionType('social_media'),
  'mention_type.news': byMentionType('news'),
  'mention_type.podcasts': byMentionType('podcasts'),
  smart_categories: byModel('smart_categories', 'smart_category_enrichment_id'),
  custom_enrichments: byModel('custom_enrichments', 'custom_enrichment_id'),
  // A word of the latest mention: at least that mention matches, not every one does.
  filter_expression: async () => {
    const [first] = MentionListSchema.parse(await json(`mentions?${window}&limit=1`));
    const word = /\b[A-Za-z]{6,}\b/.exec(`${first?.title ?? ''} ${first?.text ?? ''}`)?.[0];
    expect(word, 'a word in the latest mention').toBeDefined();
    return { query: `&filter_expression=${encodeURIComponent(word!)}`, count: null };
  },
};

beforeAll(async () => {
  t = await makeTestApp();
  ws = (
    t.db
      .prepare(
        "SELECT w.id FROM workspaces w JOIN teams tm ON tm.id = w.team_id WHERE tm.name = 'demo' ORDER BY w.id LIMIT 1",
      )
      .get() as { id: number }
  ).id;
  available = AvailableFiltersSchema.parse(await json('available-filters'));
});
afterAll(() => t.close());

describe('every filter kind of the contract', () => {
  it('has a probe here (the record is typed by the registry, which the contract types)', () => {
    expect(Object.keys(PROBES).sort()).toEqual(Object.keys(MentionFiltersSchema.shape).sort());
  });

  for (const key of Object.keys(MentionFiltersSchema.shape) as FilterKey[]) {
    it(`narrows the count: ${key}`, async () => {
      const all = await total();
      const { query, count } = await PROBES[key]();
      const narrowed = await total(query);
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(all);
      if (count !== null) expect(narrowed).toBe(count);
    });
  }
});
