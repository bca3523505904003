import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { at, makeSearchApp, NOW } from '../test/search-fixture';

let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const fx = await makeSearchApp();
  app = fx.app;
  for (const u of ['demo', 'demo2', 'rival'] as const) tokens[u] = await fx.tokenFor(u);
});

async function list(query: string, user = 'demo', ws = 1) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/workspaces/${ws}/narratives?${query}`,
    headers: { authorization: `Bearer ${tokens[user]}` },
  });
  return res;
}

const summary = async (query: string, user = 'demo') =>
  ((await list(query, user)).json() as { id: number; aggregations: { mentionCount: number } }[]).map((n) => [
    n.id,
    n.aggregations.mentionCount,
  ]);

describe('GET /workspaces/{id}/narratives', () => {
  it('lists every narrative of the workspace by relevancy with all-time counts', async () => {
    expect(await summary('')).toEqual([
      [1, 2],
      [3, 1],
      [2, 3],
    ]);
  });

  it('shapes favourites per user, tags and deprecated sentiment', async () => {
    const [first] = (await list('sort=favorite')).json();
    expect(first).toMatchObject({
      id: 2,
      isFavorite: true,
      aggregations: { avgSentiment: 0, relevancyScore: 0.5 },
      created: new Date(at(10)).toISOString(),
    });
    const forOther = (await list('sort=favorite', 'demo2')).json();
    expect(forOther[0]).toMatchObject({ id: 1, isFavorite: false });
    const spills = forOther.find((n: { id: number }) => n.id === 1);
    expect(spills.tags).toEqual([{ id: 1, name: 'priority', createdDate: new Date(at(3)).toISOString() }]);
  });

  it('counts only mentions in the window and omits narratives without any', async () => {
    const since = new Date(at(7)).toISOString();
    const to = new Date(NOW).toISOString();
    expect(await summary(`since=${since}&to=${to}&sort=mentionCount`)).toEqual([
      [2, 3],
      [1, 2],
    ]);
    expect(await summary(`since=${since}&to=${to}&channels[]=news`)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('sorts by created and pages', async () => {
    expect((await summary('sort=created')).map(([id]) => id)).toEqual([2, 1, 3]);
    expect((await summary('sort=created&limit=1&offset=1')).map(([id]) => id)).toEqual([1]);
  });

  it('hides other teams and rejects removed sorts', async () => {
    expect((await list('', 'rival')).statusCode).toBe(404);
    const bad = await list('sort=avgSentiment');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.param).toBe('sort');
    expect((await list('limit=1001')).statusCode).toBe(400);
  });
});
