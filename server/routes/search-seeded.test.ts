import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailableFiltersSchema,
  DistributionResultSchema,
  MentionListSchema,
  TimelineResultSchema,
} from '../../src/api/schemas';
import { makeTestApp, TEST_NOW, type TestApp } from '../test/fixtures';

/** Cross-checks of the search & analytics routes against each other on the generated demo data. */

let t: TestApp;
let ws: number;
const window = `since=${new Date(TEST_NOW - 60 * 86_400_000).toISOString()}&to=${new Date(TEST_NOW).toISOString()}`;

beforeAll(async () => {
  t = await makeTestApp();
  ws = (
    t.db
      .prepare(
        "SELECT w.id FROM workspaces w JOIN teams tm ON tm.id = w.team_id WHERE tm.name = 'demo' ORDER BY w.id LIMIT 1",
      )
      .get() as { id: number }
  ).id;
});
afterAll(() => t.close());

async function json(url: string) {
  const res = await t.as('demo', 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('search & analytics on seeded data', () => {
  it('agrees between distribution, timeline and paging', async () => {
    const dist = DistributionResultSchema.parse(
      await json(`/api/workspaces/${ws}/analytics/distribution?${window}&group_by=channels`),
    );
    const line = TimelineResultSchema.parse(await json(`/api/workspaces/${ws}/analytics/timeline?${window}`));
    expect(dist.totalCount).toBeGreaterThan(0);
    expect(line.totalCount).toBe(dist.totalCount);
    expect(dist.groups.reduce((s, g) => s + g.count, 0)).toBe(dist.totalCount);
    expect(line.buckets).toHaveLength(61);
    const top = dist.groups[0]!;
    const page = MentionListSchema.parse(
      await json(`/api/workspaces/${ws}/mentions?${window}&channels[]=${top.key}&limit=50`),
    );
    expect(page.every((m) => m.channels.includes(top.key))).toBe(true);
    const published = page.map((m) => Date.parse(m.published));
    expect(published).toEqual([...published].sort((a, b) => b - a));
  });

  it('returns only mentions containing a searched word', async () => {
    const [first] = MentionListSchema.parse(await json(`/api/workspaces/${ws}/mentions?${window}&limit=1`));
    const word = /\b[A-Za-z]{5,}\b/.exec(`${first?.title ?? ''} ${first?.text ?? ''}`)?.[0];
    expect(word).toBeDefined();
    const hits = MentionListSchema.parse(
      await json(
        `/api/workspaces/${ws}/mentions?${window}&limit=50&filter_expression=${encodeURIComponent(word!)}`,
      ),
    );
    expect(hits.length, word).toBeGreaterThan(0);
    for (const m of hits) expect(`${m.title} ${m.text}`.toLowerCase()).toContain(word!.toLowerCase());
  });

  it('offers filter options that select mentions', async () => {
    const filters = AvailableFiltersSchema.parse(await json(`/api/workspaces/${ws}/available-filters`));
    const model = filters.smart_categories?.models[0];
    const option = model?.options[0];
    expect(option).toBeDefined();
    const classified = MentionListSchema.parse(
      await json(`/api/workspaces/${ws}/mentions?${window}&limit=20&smart_categories[]=${option!.value}`),
    );
    for (const m of classified)
      expect(m.smartCategories.map((c) => c.classification)).toContain(option!.value);
    const language = filters.languages?.options[0]?.value ?? 'en';
    const byLanguage = MentionListSchema.parse(
      await json(`/api/workspaces/${ws}/mentions?${window}&languages[]=${language}`),
    );
    expect(byLanguage.every((m) => m.language === language)).toBe(true);
  });
});
