import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { at, makeSearchApp, WINDOW } from '../test/search-fixture';

let app: FastifyInstance;
let demo: string;
let rival: string;

beforeAll(async () => {
  const fx = await makeSearchApp();
  app = fx.app;
  demo = await fx.tokenFor('demo');
  rival = await fx.tokenFor('rival');
});

async function get(path: string, token = demo) {
  return app.inject({ method: 'GET', url: `/api${path}`, headers: { authorization: `Bearer ${token}` } });
}

async function ids(query: string, ws = 1): Promise<number[]> {
  const res = await get(`/workspaces/${ws}/mentions?${WINDOW}&limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }[]).map((m) => m.id);
}

describe('GET /workspaces/{id}/mentions', () => {
  it('lists the workspace mentions newest first by default, with paging', async () => {
    expect(await ids('')).toEqual([1, 3, 2, 8, 4, 5, 10]);
    const page = await get(`/workspaces/1/mentions?${WINDOW}&limit=2&offset=2`);
    expect((page.json() as { id: number }[]).map((m) => m.id)).toEqual([2, 8]);
    expect((await get(`/workspaces/1/mentions?${WINDOW}`)).json()).toHaveLength(7);
  });

  it('restricts to the published window', async () => {
    const since = new Date(at(2, 0)).toISOString();
    const to = new Date(at(1, 0)).toISOString();
    const res = await get(`/workspaces/1/mentions?since=${since}&to=${to}`);
    expect((res.json() as { id: number }[]).map((m) => m.id)).toEqual([3, 2]);
  });

  it('sorts by published, created and confidence in both orders', async () => {
    expect(await ids('order=asc')).toEqual([10, 5, 4, 8, 2, 3, 1]);
    // created = published + (20 - id) minutes: 2 was created after 3 although published together.
    expect(await ids('sort=created')).toEqual([1, 2, 3, 8, 4, 5, 10]);
    // Mentions without a narrative of this workspace (8, 5) come last, newest first.
    expect(await ids('sort=confidence')).toEqual([3, 1, 2, 10, 4, 8, 5]);
    expect(await ids('sort=confidence&order=asc')).toEqual([4, 10, 2, 1, 3, 8, 5]);
    expect(await ids('sort=confidence&narratives.id[]=1')).toEqual([1, 3]);
  });

  it('applies every column filter', async () => {
    expect(await ids('channels[]=twitter')).toEqual([3, 4]);
    expect(await ids('domains[]=reuters.com&domains[]=tiktok.com')).toEqual([1, 2, 5]);
    expect(await ids('authors=Ann')).toEqual([1]);
    expect(await ids('languages[]=ES')).toEqual([4]);
    expect(await ids('bot_ratings[]=likely&bot_ratings[]=none')).toEqual([3, 5]);
    expect(await ids('publisher_geography.source_region[]=Europe')).toEqual([2]);
    expect(await ids('publisher_geography.source_country[]=United%20States')).toEqual([1]);
    expect(await ids('publisher_geography.source_sub_region[]=Northern%20America')).toEqual([1]);
    expect(await ids('locations.country[]=840&locations.country[]=250')).toEqual([1, 2]);
    expect(await ids('locations.city[]=4671654')).toEqual([1]);
    expect(await ids('locations.region[]=150&locations.country[]=840')).toEqual([]);
  });

  it('ORs mention types across the three groups and ANDs parameters', async () => {
    expect(await ids('mention_type.social_media[]=reposts&mention_type.news[]=news')).toEqual([1, 2, 4, 10]);
    expect(await ids('mention_type.news[]=news&channels[]=twitter')).toEqual([]);
  });

  it('filters by narratives, smart categories and the team custom enrichments', async () => {
    expect(await ids('narratives.id[]=2')).toEqual([3, 2, 4]);
    expect(await ids('narratives.id[]=4')).toEqual([]); // another workspace's narrative
    expect(await ids('smart_categories[]=244:c0')).toEqual([1, 3]);
    expect(await ids('smart_categories[]=245:c0')).toEqual([]); // rival's model
    expect(await ids('custom_enrichments[]=1681:False&custom_enrichments[]=1682:energy')).toEqual([1, 2]);
    expect(await ids('custom_enrichments[]=1690:x')).toEqual([]); // rival's enrichment
  });

  it('rejects integer enrichments as filters', async () => {
    const res = await get(`/workspaces/1/mentions?${WINDOW}&custom_enrichments[]=1683:7`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_parameter', param: 'custom_enrichments' });
  });

  it('searches with filter_expression on top of the workspace query', async () => {
    expect(await ids(`filter_expression=${encodeURIComponent('title:oil NOT memo')}`)).toEqual([1, 3, 5]);
    expect(await ids(`filter_expression=${encodeURIComponent('NOT oil')}`)).toEqual([2, 4, 10]);
    expect(await ids(`filter_expression=${encodeURIComponent('"gas prices" OR drill')}`)).toEqual([3, 2]);
    expect(await ids(`filter_expression=${encodeURIComponent(`'; DROP TABLE mentions; --`)}`)).toEqual([]);
  });

  it('answers a malformed expression with 400 saying where', async () => {
    const res = await get(
      `/workspaces/1/mentions?${WINDOW}&filter_expression=${encodeURIComponent('oil AND (gas')}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      status: 400,
      code: 'invalid_parameter',
      message: "filter_expression: unmatched '(' at character 9",
      param: 'filter_expression',
    });
  });

  it('shapes a mention with every enrichment, scoped to the workspace and team', async () => {
    const [m] = (await get(`/workspaces/1/mentions?${WINDOW}&limit=1`)).json();
    expect(m).toMatchObject({
      id: 1,
      channels: ['news'],
      reach: 1000,
      mentionType: 'news.news',
      botRating: null,
      smartCategories: [{ categoryName: 'Favorability', classification: '244:c0' }],
      publisherGeography: {
        sourceCountry: 'United States',
        sourceRegion: 'Americas',
        sourceSubRegion: 'Northern America',
      },
      location: {
        region: { id: 19, name: 'Americas' },
        city: { id: 4671654, name: 'Austin' },
        county: { id: 48453, name: 'Travis County' },
      },
      enrichments: {
        narratives: [{ id: 1, confidence: 90 }],
        sentiment: { polarity: 0, version: 0 },
        engagement: { history: [] },
      },
      published: new Date(at(1)).toISOString(),
    });
    expect(m.customEnrichments).toEqual([
      { enrichment_id: 1681, name: 'Disinformation', type: 'categorical', value: 'Substantiated' },
      { enrichment_id: 1682, name: 'Topics', type: 'multivalue_categorical', value: ['energy', 'politics'] },
      { enrichment_id: 1683, name: 'Score', type: 'integer', value: 7 },
    ]);
    const twitter = (await get(`/workspaces/1/mentions?${WINDOW}&channels[]=twitter&limit=1`)).json()[0];
    expect(twitter).toMatchObject({ botRating: 'likely', publisherGeography: null, location: null });
    expect(twitter.enrichments.engagement.history[0]).toMatchObject({
      views: 10,
      measured_at: expect.stringMatching(/Z$/),
    });
  });

  it('gives a stable randomized pool paged by offset', async () => {
    const page = async (key: string, offset: number) =>
      (
        (
          await get(`/workspaces/1/mentions?${WINDOW}&randomization_key=${key}&limit=3&offset=${offset}`)
        ).json() as { id: number }[]
      ).map((m) => m.id);
    const first = [...(await page('abc', 0)), ...(await page('abc', 3)), ...(await page('abc', 6))];
    expect([...first].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 8, 10]);
    expect(await page('abc', 0)).toEqual(first.slice(0, 3));
    const other = [...(await page('xyz', 0)), ...(await page('xyz', 3)), ...(await page('xyz', 6))];
    expect(other).not.toEqual(first);
  });

  it('never answers hostile expressions with a 5xx', async () => {
    const alphabet = [
      '"',
      '(',
      ')',
      '*',
      '^',
      ':',
      '-',
      ';',
      "'",
      '\\',
      '\u0000',
      '\ud800',
      'é',
      '😀',
      ' ',
      'NEAR',
      'AND',
      'OR',
      'NOT',
      'title:',
      'text:',
      'oil',
      '{',
      '}',
      '+',
      '%',
    ];
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let i = 0; i < 600; i++) {
      const expr = Array.from({ length: 1 + rand(12) }, () => alphabet[rand(alphabet.length)]).join(
        rand(2) ? ' ' : '',
      );
      const path = ['mentions', 'analytics/distribution', 'analytics/timeline'][i % 3];
      const res = await get(
        `/workspaces/1/${path}?${WINDOW}&group_by=channels&filter_expression=${encodeURIComponent(expr)}`,
      );
      expect(res.statusCode, `${path} ${JSON.stringify(expr)} ${res.body}`).toBeLessThan(500);
    }
  });

  it('isolates teams and rejects bad parameters', async () => {
    expect((await get(`/workspaces/1/mentions?${WINDOW}`, rival)).statusCode).toBe(404);
    expect((await get(`/workspaces/999/mentions?${WINDOW}`)).statusCode).toBe(404);
    expect(await ids('', 3)).toEqual([6, 8, 5]);
    const rivalIds = ((await get(`/workspaces/2/mentions?${WINDOW}`, rival)).json() as { id: number }[]).map(
      (m) => m.id,
    );
    expect(rivalIds).toEqual([1, 9, 5]);
    const rivalMention = (await get(`/workspaces/2/mentions?${WINDOW}&limit=1`, rival)).json()[0];
    expect(rivalMention.customEnrichments).toEqual([
      { enrichment_id: 1690, name: 'Rival secret', type: 'categorical', value: 'x' },
    ]);
    expect(rivalMention.smartCategories).toEqual([{ categoryName: 'Rival model', classification: '245:c0' }]);
    expect(rivalMention.enrichments.narratives).toEqual([{ id: 4, confidence: 50 }]);
    for (const [q, param] of [
      ['limit=51', 'limit'],
      ['sort=avgSentiment', 'sort'],
      ['channels[]=myspace', 'channels'],
    ]) {
      const res = await get(`/workspaces/1/mentions?${WINDOW}&${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.param).toBe(param);
    }
    expect((await get('/workspaces/1/mentions?limit=5')).statusCode).toBe(400);
  });
});
