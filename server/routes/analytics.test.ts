import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CUSTOM_CHANNELS, makeSearchApp, WINDOW } from '../test/search-fixture';
import { bucketStart, bucketStarts } from '../db/repositories/analytics';

let app: FastifyInstance;
let demo: string;
let rival: string;

beforeAll(async () => {
  const fx = await makeSearchApp();
  app = fx.app;
  demo = await fx.tokenFor('demo');
  rival = await fx.tokenFor('rival');
});

const get = (path: string, token = demo) =>
  app.inject({
    method: 'GET',
    url: `/api/workspaces/${path}`,
    headers: { authorization: `Bearer ${token}` },
  });

async function dist(groupBy: string, extra = '') {
  const res = await get(`1/analytics/distribution?${WINDOW}&group_by=${encodeURIComponent(groupBy)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    groupBy: string;
    totalCount: number;
    groups: { key: string; name: string; count: number; percentage: number }[];
  };
}
const brief = (r: Awaited<ReturnType<typeof dist>>) => r.groups.map((g) => [g.key, g.name, g.count]);

describe('GET /workspaces/{id}/analytics/distribution', () => {
  it('groups by channel with display names, percentages and the total', async () => {
    const r = await dist('channels');
    expect(r.groupBy).toBe('channels');
    expect(r.totalCount).toBe(7);
    expect(brief(r)).toEqual([
      ['news', 'News', 3],
      ['twitter', 'X (Twitter)', 2],
      [CUSTOM_CHANNELS[1], 'Field reports', 1],
      ['tiktok', 'TikTok', 1],
    ]);
    expect(r.groups[0]!.percentage).toBe(42.86);
  });

  it('keeps totalCount over all matches when only the top groups are returned', async () => {
    const r = await dist('domains', '&limit=2');
    expect(r.totalCount).toBe(7);
    expect(brief(r)).toEqual([
      ['reuters.com', 'reuters.com', 2],
      ['x.com', 'x.com', 2],
    ]);
  });

  it('names languages, locations, mention types, bot ratings and narratives', async () => {
    expect(brief(await dist('languages'))).toEqual([
      ['en', 'English', 4],
      ['de', 'German', 1],
      ['es', 'Spanish', 1],
      ['fr', 'French', 1],
    ]);
    expect(brief(await dist('locations.country'))).toEqual([
      ['250', 'France', 1],
      ['840', 'United States', 1],
    ]);
    expect(brief(await dist('locations.city'))).toEqual([['4671654', 'Austin', 1]]);
    expect(brief(await dist('mention_type'))).toEqual([
      ['news.news', 'News', 3],
      ['social_media.original_posts', 'Original Posts', 3],
      ['social_media.reposts', 'Reposts', 1],
    ]);
    expect(brief(await dist('bot_ratings'))[0]).toEqual(['likely', 'Likely', 1]);
    expect(brief(await dist('publisher_geography.source_region'))).toEqual([
      ['Americas', 'Americas', 1],
      ['Europe', 'Europe', 1],
    ]);
    const narratives = await dist('narratives.id');
    expect(narratives.totalCount).toBe(7);
    expect(brief(narratives)).toEqual([
      ['2', 'Fuel prices', 3],
      ['1', 'Oil spills', 2],
      ['3', 'Quiet story', 1],
    ]);
  });

  it('groups by Smart Category model and custom enrichment, using filter-ready keys', async () => {
    expect(brief(await dist('smart_category_enrichment_id:244'))).toEqual([
      ['244:c0', 'Positive', 2],
      ['244:c1', 'Negative', 1],
    ]);
    expect(brief(await dist('custom_enrichment_id:1682'))).toEqual([
      ['1682:energy', 'energy', 1],
      ['1682:politics', 'politics', 1],
    ]);
  });

  it('refuses integer, foreign and unknown models', async () => {
    for (const g of [
      'custom_enrichment_id:1683',
      'custom_enrichment_id:1690',
      'smart_category_enrichment_id:245',
      'bogus',
    ]) {
      const res = await get(`1/analytics/distribution?${WINDOW}&group_by=${g}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.param).toBe('group_by');
    }
  });

  it('applies the mention filters and the caller team', async () => {
    const r = await dist('channels', '&filter_expression=oil&channels[]=news');
    expect(brief(r)).toEqual([['news', 'News', 1]]);
    expect(r.totalCount).toBe(1);
    expect((await get(`1/analytics/distribution?${WINDOW}&group_by=channels`, rival)).statusCode).toBe(404);
  });
});

describe('GET /workspaces/{id}/analytics/timeline', () => {
  const week = 'since=2026-11-15T00:00:00Z&to=2026-11-21T12:00:00Z';

  it('gives daily buckets at 00:00Z covering the window, empty days included', async () => {
    const res = await get(`1/analytics/timeline?${week}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(5);
    expect(body.buckets.map((b: { date: string; count: number }) => [b.date.slice(5, 10), b.count])).toEqual([
      ['11-15', 0],
      ['11-16', 1],
      ['11-17', 1],
      ['11-18', 0],
      ['11-19', 2],
      ['11-20', 1],
      ['11-21', 0],
    ]);
    expect(body.buckets[0].date).toBe('2026-11-15T00:00:00.000Z');
    expect(body.buckets[0].groups).toBeUndefined();
  });

  it('splits buckets by a dimension, top series first', async () => {
    const body = (await get(`1/analytics/timeline?${week}&group_by=channels`)).json();
    const nov19 = body.buckets.find((b: { date: string }) => b.date.startsWith('2026-11-19'));
    expect(nov19.groups).toEqual([
      { key: 'news', name: 'News', count: 1 },
      { key: 'twitter', name: 'X (Twitter)', count: 1 },
      { key: CUSTOM_CHANNELS[1], name: 'Field reports', count: 0 },
    ]);
  });

  it('supports hour, week and month intervals and filters', async () => {
    const weekly = (await get(`1/analytics/timeline?${week}&interval=week&channels[]=twitter`)).json();
    expect(
      weekly.buckets.map((b: { date: string; count: number }) => [b.date.slice(0, 10), b.count]),
    ).toEqual([
      ['2026-11-09', 0],
      ['2026-11-16', 2],
    ]);
    const hourly = (
      await get('1/analytics/timeline?since=2026-11-20T11:00:00Z&to=2026-11-20T13:59:59Z&interval=hour')
    ).json();
    expect(hourly.buckets.map((b: { count: number }) => b.count)).toEqual([0, 1, 0]);
    const tooMany = await get(
      '1/analytics/timeline?since=2020-01-01T00:00:00Z&to=2026-01-01T00:00:00Z&interval=hour',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.param).toBe('interval');
  });

  it('aligns weeks on Monday and months on the first', () => {
    expect(bucketStart(Date.parse('2026-11-21T10:00:00Z'), 'week')).toBe(Date.parse('2026-11-16T00:00:00Z'));
    expect(
      bucketStarts(Date.parse('2026-10-31T10:00:00Z'), Date.parse('2026-12-02T00:00:00Z'), 'month').map((t) =>
        new Date(t).toISOString().slice(0, 10),
      ),
    ).toEqual(['2026-10-01', '2026-11-01', '2026-12-01']);
  });
});
