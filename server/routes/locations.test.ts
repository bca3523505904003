import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { issueToken, signingSecret } from '../auth';
import { openDb, type Db } from '../db/open';
import { loadTaxonomy } from '../seed/taxonomy';
import { toNameKey } from '../db/repositories/locations';
import { ErrorBodySchema, LocationPageSchema, type LocationPage } from '../../src/api/schemas';
import { TEST_READ_BUDGET_MS } from '../test/budgets';

let app: FastifyInstance;
let db: Db;
let auth: { authorization: string };

beforeAll(async () => {
  db = openDb(join(mkdtempSync(join(tmpdir(), 'nd-')), 't.db'));
  loadTaxonomy(db);
  db.prepare("INSERT INTO teams (id, name) VALUES (1, 'demo')").run();
  db.prepare("INSERT INTO users (id, team_id, username, password_hash) VALUES (1, 1, 'demo', 'x')").run();
  app = await buildApp({ db, reads: { budgetMs: TEST_READ_BUDGET_MS } });
  const { Token } = await issueToken(
    signingSecret(db),
    { userId: 1, teamId: 1, username: 'demo' },
    Date.now(),
  );
  auth = { authorization: `Bearer ${Token}` };
});
afterAll(async () => {
  await app.close();
  db.close();
});

async function get(query: string): Promise<LocationPage & { results: { path: string }[] }> {
  const res = await app.inject({ method: 'GET', url: `/api/locations?${query}`, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return LocationPageSchema.parse(res.json()) as LocationPage & { results: { path: string }[] };
}

async function badRequest(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/locations?${query}`, headers: auth });
  expect(res.statusCode, query).toBe(400);
  return ErrorBodySchema.parse(res.json()).error;
}

describe('GET /api/locations: errors', () => {
  it('is 401 without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/locations?level=region' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['', 'level'], // 1. none of level, query, parent_id
    ['limit=10', 'level'],
    ['level=city&parent_id=48&parent_level=state', 'parent_id'], // 2. level with parent_id
    ['level=town', 'level'], // 3. bad level / parent_level
    ['parent_id=48&parent_level=province', 'parent_level'],
    ['query=austin&parent_level=galaxy', 'parent_level'],
    ['parent_id=48', 'parent_level'], // 4. parent_id without parent_level
    ['query=a', 'query'], // 5. query too short
    ['level=city&limit=0', 'limit'], // 6. limit / offset out of range or not integers
    ['level=city&limit=501', 'limit'],
    ['level=city&limit=2.5', 'limit'],
    ['level=city&limit=ten', 'limit'],
    ['level=city&offset=-1', 'offset'],
    ['level=city&offset=1.5', 'offset'],
    ['parent_id=abc&parent_level=state', 'parent_id'],
  ])('400 for %s naming %s', async (query, param) => {
    const error = await badRequest(query);
    expect(error).toMatchObject({ status: 400, code: 'invalid_parameter', param });
    expect(error.message).toContain(param);
  });

  it('answers hostile values with a 4xx or a page, never a 5xx', async () => {
    const hostile = [
      'query=%27%20OR%201%3D1--',
      'query=%25%25',
      'query=%FF%FE',
      'query=' + 'x'.repeat(5000),
      'level=city&offset=1e20',
      'level=city&offset=99999999999',
      'level=city&limit=1e2',
      'parent_id=1e400&parent_level=state',
      'parent_id=-1&parent_level=county',
      'parent_id[]=48&parent_level=state',
      'level[]=city',
    ];
    for (const query of hostile) {
      const res = await app.inject({ method: 'GET', url: `/api/locations?${query}`, headers: auth });
      expect(res.statusCode, query).toBeLessThan(500);
      if (res.statusCode === 200) expect(LocationPageSchema.safeParse(res.json()).success).toBe(true);
    }
  });
});

describe('GET /api/locations: results', () => {
  it('lists the five regions with their UN M49 codes', async () => {
    const page = await get('level=region');
    expect(page.name).toBe('All regions');
    expect(page.results.map((r) => r.name).sort()).toEqual([
      'Africa',
      'Americas',
      'Asia',
      'Europe',
      'Oceania',
    ]);
    expect(page.results.find((r) => r.name === 'Americas')).toMatchObject({
      id: 19,
      level: 'region',
      parent_id: null,
      parent_level: null,
      key: 'locations.region',
      standard: [{ type: 'un_m49', code: '019' }],
    });
  });

  it('gives Texas only its direct children: its 254 counties, never their cities', async () => {
    const page = await get('parent_id=48&parent_level=state&limit=500');
    expect(page.name).toBe('Children of Texas');
    expect(page.pagination.total).toBe(254);
    expect(page.results.every((r) => r.level === 'county' && r.parent_id === 48)).toBe(true);
  });

  it('gives a county its cities in population order', async () => {
    const page = await get('parent_id=48453&parent_level=county');
    expect(page.results[0]).toMatchObject({ name: 'Austin', level: 'city', key: 'locations.city' });
    expect(page.results[0]?.path).toBe('Travis County, Texas, United States');
    const ids = page.results.map((r) => r.id);
    // City ids are dense in population order, so population order is ascending id order.
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(page.results.every((r) => r.parent_level === 'county' && r.parent_id === 48453)).toBe(true);
  });

  it('searches every level by prefix, case- and diacritic-insensitively, coarsest level first', async () => {
    const page = await get('query=AUS&limit=500');
    expect(page.name).toBe('Search: AUS');
    const levels = page.results.map((r) => r.level);
    expect(levels).toContain('subregion'); // Australia and New Zealand
    expect(levels).toContain('country'); // Australia, Austria
    expect(levels).toContain('city');
    const ranks = levels.map((l) => ['region', 'subregion', 'country', 'state', 'county', 'city'].indexOf(l));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.results.every((r) => toNameKey(r.name).startsWith('aus'))).toBe(true);
    // Some match only once diacritics are folded away (lower-casing alone would miss them).
    expect(page.results.some((r) => !r.name.toLowerCase().startsWith('aus'))).toBe(true);
    expect(page.results.find((r) => r.level === 'city')?.name).toBe('Austin');
    const sao = await get('query=sao%20pa&level=city');
    expect(sao.results[0]?.name).toBe('São Paulo');
    expect((await get('query=S%C3%83O%20PA&level=city')).results[0]?.name).toBe('São Paulo');
  });

  it('narrows a search by level or by parent', async () => {
    const counties = await get('query=tra&level=county');
    expect(counties.results.every((r) => r.level === 'county' && r.name.startsWith('Tra'))).toBe(true);
    const inTexas = await get('query=tra&parent_id=48&parent_level=state');
    expect(inTexas.name).toBe('Search: tra in Texas');
    expect(inTexas.results.map((r) => r.name)).toEqual(['Travis County']);
  });

  it('pages a large level stably with hasMore = offset + results.length < total', async () => {
    const first = await get('level=city&limit=250');
    const second = await get('level=city&limit=250&offset=250');
    const total = first.pagination.total;
    expect(first.pagination).toEqual({ limit: 250, offset: 0, total, hasMore: true });
    expect(second.pagination.hasMore).toBe(true);
    const firstIds = new Set(first.results.map((r) => r.id));
    expect(second.results.some((r) => firstIds.has(r.id))).toBe(false);
    expect((await get('level=city&limit=250')).results).toEqual(first.results);
    const last = await get(`level=city&limit=100&offset=${total - 30}`);
    expect(last.results).toHaveLength(30);
    expect(last.pagination.hasMore).toBe(false);
    const beyond = await get(`level=city&offset=${total + 5}`);
    expect(beyond.results).toHaveLength(0);
    expect(beyond.pagination).toMatchObject({ total, hasMore: false });
  });

  it('defaults to 100 results and accepts repeated-key free parameters only once', async () => {
    const page = await get('level=county');
    expect(page.pagination).toMatchObject({ limit: 100, offset: 0, total: 3143, hasMore: true });
    expect(page.results).toHaveLength(100);
    await badRequest('level=county&level=city');
  });

  it('answers an unknown parent with an empty page, not an error', async () => {
    const page = await get('parent_id=999999&parent_level=county');
    expect(page.results).toEqual([]);
    expect(page.pagination).toMatchObject({ total: 0, hasMore: false });
  });
});
