import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHANNELS } from '../../src/api/schemas';
import { CUSTOM_CHANNELS, makeSearchApp, WINDOW } from '../test/search-fixture';

/**
 * Every filter key that available-filters returns is a valid `group_by` (public reference), and
 * every group key filters back to exactly its own count, custom channels included.
 */
let app: FastifyInstance;
let demo: string;
let fx: Awaited<ReturnType<typeof makeSearchApp>>;

beforeAll(async () => {
  fx = await makeSearchApp();
  app = fx.app;
  demo = await fx.tokenFor('demo');
});

async function get<T>(path: string): Promise<T> {
  const res = await app.inject({
    method: 'GET',
    url: `/api${path}`,
    headers: { authorization: `Bearer ${demo}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
type Dist = { groupBy: string; totalCount: number; groups: { key: string; name: string; count: number }[] };
type Line = {
  totalCount: number;
  buckets: { date: string; count: number; groups?: { key: string; count: number }[] }[];
};
const dist = (groupBy: string, extra = '') =>
  get<Dist>(`/workspaces/1/analytics/distribution?${WINDOW}&group_by=${encodeURIComponent(groupBy)}${extra}`);
const line = (groupBy: string) =>
  get<Line>(`/workspaces/1/analytics/timeline?${WINDOW}&group_by=${encodeURIComponent(groupBy)}`);
const brief = (d: Dist) => d.groups.map((g) => [g.key, g.name, g.count]);
const sumByKey = (l: Line) => {
  const sums = new Map<string, number>();
  for (const b of l.buckets)
    for (const g of b.groups ?? []) sums.set(g.key, (sums.get(g.key) ?? 0) + g.count);
  return Object.fromEntries([...sums].filter(([, n]) => n > 0));
};

describe('group_by with the keys of available-filters', () => {
  it('offers only keys that the distribution accepts', async () => {
    const filters = await get<Record<string, { key?: string } & Record<string, unknown>>>(
      '/workspaces/1/available-filters',
    );
    const keys = Object.values(filters).flatMap((g) =>
      g.key
        ? [g.key]
        : Object.values(g).flatMap((sub) =>
            sub && typeof sub === 'object' && 'key' in sub ? [String(sub.key)] : [],
          ),
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        'mention_type.social_media',
        'mention_type.news',
        'publisher_geography.source_country',
      ]),
    );
    for (const key of keys) await dist(key);
  });

  it('mention_type.<group>: keys are the group’s option values, in distribution and timeline', async () => {
    const social = await dist('mention_type.social_media');
    expect(social.totalCount).toBe(7);
    expect(brief(social)).toEqual([
      ['original_posts', 'Original Posts', 3],
      ['reposts', 'Reposts', 1],
    ]);
    expect(brief(await dist('mention_type.news'))).toEqual([['news', 'News', 3]]);
    expect(sumByKey(await line('mention_type.social_media'))).toEqual({ original_posts: 3, reposts: 1 });
    expect(sumByKey(await line('mention_type.news'))).toEqual({ news: 3 });
    // Each key filters back to its own count.
    for (const [key, group] of [
      ['original_posts', 'social_media'],
      ['news', 'news'],
    ] as const) {
      const count = (await dist(`mention_type.${group}`)).groups.find((g) => g.key === key)!.count;
      expect((await dist('channels', `&mention_type.${group}[]=${key}`)).totalCount).toBe(count);
    }
  });

  it.each([
    [
      'publisher_geography.source_country',
      [
        ['France', 1],
        ['United States', 1],
      ],
    ],
    [
      'publisher_geography.source_region',
      [
        ['Americas', 1],
        ['Europe', 1],
      ],
    ],
    [
      'publisher_geography.source_sub_region',
      [
        ['Northern America', 1],
        ['Western Europe', 1],
      ],
    ],
  ])('%s in distribution and timeline, each key filtering back', async (key, expected) => {
    const d = await dist(key);
    expect(d.groups.map((g) => [g.key, g.count])).toEqual(expected);
    expect(sumByKey(await line(key))).toEqual(Object.fromEntries(expected));
    for (const g of d.groups) {
      expect((await dist('channels', `&${key}[]=${encodeURIComponent(g.key)}`)).totalCount).toBe(g.count);
    }
  });

  it('the model groups: every Smart Category and custom enrichment value at once', async () => {
    expect(brief(await dist('smart_categories'))).toEqual([
      ['244:c0', 'Favorability: Positive', 2],
      ['244:c1', 'Favorability: Negative', 1],
    ]);
    expect(brief(await dist('custom_enrichments'))).toEqual([
      ['1681:False', 'False', 1],
      ['1681:Substantiated', 'Substantiated', 1],
      ['1682:energy', 'energy', 1],
      ['1682:politics', 'politics', 1],
    ]);
  });
});

describe('channels: custom channels are keyed by their id', () => {
  it('GET /channels lists the standard channels and the team’s custom channels', async () => {
    const channels = await get<{ id: string; name: string }[]>('/channels');
    expect(channels.map((c) => c.id)).toEqual([...CHANNELS, CUSTOM_CHANNELS[1]]);
    expect(channels.at(-1)).toEqual({ id: CUSTOM_CHANNELS[1], name: 'Field reports' });
  });

  it('every key of the distribution by channels filters back to its own count', async () => {
    const d = await dist('channels');
    expect(d.groups.map((g) => g.key)).toContain(CUSTOM_CHANNELS[1]);
    expect(d.groups.map((g) => g.key)).not.toContain('custom');
    for (const g of d.groups) {
      const filtered = await dist('channels', `&channels[]=${encodeURIComponent(g.key)}`);
      expect([g.key, filtered.totalCount]).toEqual([g.key, g.count]);
    }
    const mentions = await get<{ channels: string[]; title: string }[]>(
      `/workspaces/1/mentions?${WINDOW}&channels[]=${CUSTOM_CHANNELS[1]}`,
    );
    expect(mentions.map((m) => [m.title, m.channels])).toEqual([['Internal oil memo', [CUSTOM_CHANNELS[1]]]]);
  });

  it('another team’s custom channel id matches nothing', async () => {
    expect((await dist('channels', `&channels[]=${CUSTOM_CHANNELS[2]}`)).totalCount).toBe(0);
  });
});

describe('window end', () => {
  it('a `to` without fractional seconds covers that whole second', async () => {
    // Mention 1 moves to 12:00:00.500: a window ending at 12:00:00 (to the second) holds it.
    for (const table of ['mentions', 'workspace_mentions'])
      fx.db
        .prepare(`UPDATE ${table} SET published = ? WHERE ${table === 'mentions' ? 'id' : 'mention_id'} = 1`)
        .run(Date.parse('2026-11-20T12:00:00.500Z'));
    const count = async (to: string) => {
      const q = `since=2026-11-20T11:00:00Z&to=${encodeURIComponent(to)}`;
      const d = await get<Dist>(`/workspaces/1/analytics/distribution?${q}&group_by=channels`);
      const t = await get<Line>(`/workspaces/1/analytics/timeline?${q}`);
      const m = await get<unknown[]>(`/workspaces/1/mentions?${q}`);
      expect(t.totalCount).toBe(d.totalCount);
      expect(m).toHaveLength(d.totalCount);
      return d.totalCount;
    };
    expect(await count('2026-11-20T12:00:00Z')).toBe(1);
    expect(await count('2026-11-20T13:00:00+01:00')).toBe(1);
    expect(await count('2026-11-20T12:00:00.000Z')).toBe(0);
    expect(await count('2026-11-20T11:59:59Z')).toBe(0);
  });
});

describe('GET /about', () => {
  it('names the reference server without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ service: 'narrative-desk-reference' });
  });
});
