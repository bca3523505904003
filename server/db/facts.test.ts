import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_GROUP_BYS, type GroupBy, type MentionFilters } from '../../src/api/schemas';
import { makeTestApp, TEST_NOW, type TestApp } from '../test/fixtures';
import { columnsHeld } from './columns';
import { useFactsOnly, usePlainScan } from './facts';
import type { MentionScope } from './mention-filters';
import { openReadOnly, type Db } from './open';
import { distribution, timeline } from './repositories/analytics';
import { availableFilters } from './repositories/available-filters';
import { listMentionIds, randomPool } from './repositories/mentions';
import { DAY } from '../../src/lib/time-units';

/**
 * Every read that workspace_facts / workspace_facets and the in-memory columns (columns.ts)
 * accelerate answers exactly what the plain join over workspace_mentions and mentions answers (a
 * second connection set to the plain scan), for every dimension, with and without each kind of
 * filter, and again after each kind of write. The test app's own connection reads through the
 * columns where they apply; a third connection reads workspace_facts in SQL only.
 */
let t: TestApp;
let plain: Db;
let factsOnly: Db;
beforeAll(async () => {
  t = await makeTestApp();
  plain = openReadOnly(t.db.name);
  usePlainScan(plain);
  factsOnly = openReadOnly(t.db.name);
  useFactsOnly(factsOnly);
});
afterAll(async () => {
  plain.close();
  factsOnly.close();
  await t.close();
});

const WS = 1;
const scope = (filters: MentionFilters): MentionScope & { since: number; to: number } => ({
  workspaceId: WS,
  teamId: 1,
  since: TEST_NOW - 365 * DAY,
  to: TEST_NOW,
  filters,
});
const one = <T>(sql: string, ...params: unknown[]) =>
  t.db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

/** One value of each filter kind, drawn from the workspace's own data. */
function filterSets(): MentionFilters[] {
  const fact = (col: string) =>
    String(
      one(
        `SELECT ${col} FROM workspace_facts WHERE workspace_id = ? AND ${col} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC`,
        WS,
      ),
    );
  const narrative = one<number>('SELECT id FROM narratives WHERE workspace_id = ? ORDER BY id', WS);
  const smart = one<string>(
    `SELECT s.model_id || ':' || s.category_key FROM mention_smart_categories s JOIN smart_category_models sm ON sm.id = s.model_id
     WHERE sm.workspace_id = ? LIMIT 1`,
    WS,
  );
  const enrichment = one<string>(
    `SELECT v.enrichment_id || ':' || v.value FROM mention_custom_values v JOIN custom_enrichments e ON e.id = v.enrichment_id
     WHERE e.team_id = 1 AND e.type <> 'integer' AND e.retired = 0 LIMIT 1`,
  );
  const type = one<string>(
    "SELECT mention_type FROM workspace_facts WHERE workspace_id = ? AND mention_type LIKE 'news.%'",
    WS,
  );
  return [
    {},
    { domains: [fact('domain')] },
    { authors: [fact('author'), 'nobody at all'] },
    { channels: [fact('channel')] },
    { 'locations.city': [Number(fact('loc_city'))] },
    { languages: [fact('language')], bot_ratings: ['none', 'likely'] },
    { 'mention_type.news': [type.slice('news.'.length) as 'news'] },
    { 'publisher_geography.source_country': [fact('pub_country')] },
    { 'narratives.id': [narrative] },
    ...(smart ? [{ smart_categories: [smart] }] : []),
    ...(enrichment ? [{ custom_enrichments: [enrichment] }] : []),
    { filter_expression: 'solar OR grid', domains: [fact('domain')] },
    // Searches alone and with several column filters: the columns count the search's matches.
    { filter_expression: 'grid NOT recall' },
    // A NOT alone needs every mention (the join in SQL), a field term asks FTS5 alone.
    { filter_expression: 'NOT solar', languages: [fact('language')] },
    { filter_expression: 'title:grid OR battery' },
    {
      filter_expression: '(solar OR wind) AND heat*',
      channels: [fact('channel')],
      languages: [fact('language')],
    },
  ];
}

function groupBys(): GroupBy[] {
  const model = one<number>('SELECT id FROM smart_category_models WHERE workspace_id = ?', WS);
  const enrichment = one<number>(
    "SELECT id FROM custom_enrichments WHERE team_id = 1 AND type <> 'integer' AND retired = 0",
  );
  return [
    ...FIXED_GROUP_BYS,
    ...(model ? [`smart_category_enrichment_id:${model}` as GroupBy] : []),
    ...(enrichment ? [`custom_enrichment_id:${enrichment}` as GroupBy] : []),
  ];
}

/** The highest narrative confidence of each mention in the workspace, computed in JS. */
function confidenceOrder(s: MentionScope, dir: 'asc' | 'desc'): number[] {
  const best = new Map<number, number>();
  const rows = t.db
    .prepare(
      'SELECT mn.mention_id, mn.confidence FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id WHERE n.workspace_id = ?',
    )
    .raw()
    .all(s.workspaceId) as [number, number][];
  for (const [id, c] of rows) best.set(id, Math.max(best.get(id) ?? -Infinity, c));
  const window = t.db
    .prepare(
      'SELECT mention_id, published FROM workspace_mentions WHERE workspace_id = ? AND published BETWEEN ? AND ?',
    )
    .raw()
    .all(s.workspaceId, s.since, s.to) as [number, number][];
  const sign = dir === 'asc' ? 1 : -1;
  return window
    .sort(([a, pa], [b, pb]) => {
      const ca = best.get(a);
      const cb = best.get(b);
      if ((ca === undefined) !== (cb === undefined)) return ca === undefined ? 1 : -1;
      return (ca !== undefined && cb !== undefined && ca !== cb ? sign * (ca - cb) : 0) || pb - pa || b - a;
    })
    .map(([id]) => id);
}

/**
 * The randomized pool written out plainly: each id's rank (murmur3's finaliser of id × golden
 * ratio xor FNV-1a of the key), then a full sort.
 */
function referencePool(ids: number[], key: string): number[] {
  let seed = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) seed = Math.imul(seed ^ key.charCodeAt(i), 0x01000193);
  const rank = (id: number) => {
    let h = Math.imul(id, 0x9e3779b1) ^ seed;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    return h >>> 0;
  };
  return ids
    .map((id) => ({ id, r: rank(id) }))
    .sort((a, b) => a.r - b.r || a.id - b.id)
    .slice(0, 500)
    .map((x) => x.id);
}

function expectTablesExact(): void {
  const join = `SELECT wm.workspace_id, wm.published, wm.mention_id, m.channel, m.custom_channel_id, m.domain, m.author,
    m.language, m.mention_type, m.bot_rating, m.pub_country, m.pub_region, m.pub_subregion, m.loc_region,
    m.loc_subregion, m.loc_country, m.loc_state, m.loc_county, m.loc_city
    FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id`;
  const facts = 'SELECT * FROM workspace_facts';
  expect(one<number>(`SELECT count(*) FROM (${join} EXCEPT ${facts})`)).toBe(0);
  expect(one<number>(`SELECT count(*) FROM (${facts} EXCEPT ${join})`)).toBe(0);
  expect(one<number>('SELECT count(*) FROM workspace_facts')).toBe(
    one<number>('SELECT count(*) FROM workspace_mentions'),
  );
}

/**
 * `after a write`: the tables in full, and the reads on no filter, a column filter, a
 * narrative filter and a search (the whole matrix runs once on the seeded data; this keeps the suite quick).
 */
function expectReadsExact(afterWrite = false): void {
  expectTablesExact();
  const all = filterSets();
  // A search too: its matches are cached per connection until the data changes (search-ids.ts).
  const searched = all.find((f) => f.filter_expression === 'grid NOT recall')!;
  const sets = afterWrite ? [all[0]!, all[1]!, all.find((f) => f['narratives.id'])!, searched] : all;
  for (const filters of sets) {
    const s = scope(filters);
    const label = JSON.stringify(filters);
    for (const db of [t.db, factsOnly]) {
      for (const g of groupBys()) {
        expect(distribution(db, s, g, 1000), `${g} ${label}`).toEqual(distribution(plain, s, g, 1000));
      }
      expect(timeline(db, s, 'day'), label).toEqual(timeline(plain, s, 'day'));
      for (const sort of ['published', 'created', 'confidence'] as const) {
        for (const order of ['asc', 'desc'] as const) {
          const page = { sort, order, limit: 50, offset: 5 };
          expect(listMentionIds(db, s, page), `${sort} ${label}`).toEqual(listMentionIds(plain, s, page));
        }
      }
    }
    const ids = t.db
      .prepare('SELECT mention_id FROM workspace_mentions WHERE workspace_id = ?')
      .pluck()
      .all(WS) as number[];
    if (Object.keys(filters).length === 0)
      expect(randomPool(t.db, s, 'k1')).toEqual(referencePool(ids, 'k1'));
    expect(randomPool(t.db, s, 'fresh key'), label).toEqual(randomPool(plain, s, 'fresh key'));
  }
  // Grouped timelines: every dimension without filters, with a column filter and with a search.
  expect(distribution(t.db, scope(searched), 'channels', 10).totalCount).toBeGreaterThan(0);
  for (const filters of [...sets.slice(0, 2), ...(afterWrite ? [] : [searched])]) {
    for (const g of groupBys()) {
      const s = scope(filters);
      for (const db of [t.db, factsOnly]) {
        expect(timeline(db, s, 'day', g), g).toEqual(timeline(plain, s, 'day', g));
        expect(timeline(db, s, 'week', g), g).toEqual(timeline(plain, s, 'week', g));
      }
    }
  }
  for (const dir of ['asc', 'desc'] as const) {
    const s = scope({});
    expect(listMentionIds(t.db, s, { sort: 'confidence', order: dir, limit: 10_000, offset: 0 })).toEqual(
      confidenceOrder(s, dir),
    );
  }
  // A fresh plain connection: the plain scan caches per connection (and misses in-place edits).
  const uncached = openReadOnly(t.db.name);
  usePlainScan(uncached);
  for (const ws of [1, 2, 3])
    expect(availableFilters(t.db, ws, 1)).toEqual(availableFilters(uncached, ws, 1));
  uncached.close();
}

// Each case compares every read three ways: minutes on a busy machine, not the default minute.
describe('workspace_facts and workspace_facets', { timeout: 300_000 }, () => {
  it('answer every dimension, filter, sort and sample exactly as the plain join, on the seeded data', () => {
    expect(one<number>('SELECT count(*) FROM workspace_facts WHERE workspace_id = ?', WS)).toBeGreaterThan(
      100,
    );
    expectReadsExact();
  });

  it('answer a narrower selection after a wider one exactly (the selected rows share one buffer)', () => {
    const wide = scope({ channels: ['news', 'twitter', 'reddit'] });
    const narrow = scope({ filter_expression: 'grid NOT recall' });
    const sizes = [wide, narrow].map((s) => distribution(plain, s, 'domains', 1000).totalCount);
    expect(sizes[1]).toBeGreaterThan(0);
    expect(sizes[1]).toBeLessThan(sizes[0]!);
    for (const s of [wide, narrow, wide, narrow]) {
      expect(distribution(t.db, s, 'domains', 1000)).toEqual(distribution(plain, s, 'domains', 1000));
      expect(timeline(t.db, s, 'day', 'authors')).toEqual(timeline(plain, s, 'day', 'authors'));
      expect(randomPool(t.db, s, 'reuse')).toEqual(randomPool(plain, s, 'reuse'));
    }
  });

  it('stay exact after a custom-channel push', async () => {
    // A reader of its own, as a read thread is: its cached search matches must follow the push.
    const reader = openReadOnly(t.db.name);
    const searched = scope({ filter_expression: 'grid NOT recall' });
    const before = distribution(reader, searched, 'channels', 100).totalCount;
    const channel = (await t.as('demo', 'GET', '/api/customChannels')).json()[0].id as string;
    const pushed = await t.as('demo', 'POST', `/api/customChannels/${channel}/mentions`, {
      mentions: [1, 2, 3].map((i) => ({
        title: `Solar grid record ${i}`,
        text: 'Energy transition: solar and grid expansion.',
        url: `https://facts.example.org/${i}`,
        published: new Date(TEST_NOW - i * DAY).toISOString(),
        author: `Facts desk ${i}`,
      })),
    });
    expect(pushed.statusCode).toBe(202);
    await t.app.worker.drain();
    expect(
      one<number>("SELECT count(*) FROM workspace_facts WHERE author LIKE 'Facts desk %'"),
    ).toBeGreaterThan(0);
    const after = distribution(reader, searched, 'channels', 100);
    reader.close();
    expect(after).toEqual(distribution(plain, searched, 'channels', 100));
    expect(after.totalCount).toBeGreaterThan(before);
    expectReadsExact(true);
  });

  it('stay exact after enrichment values are written', async () => {
    const enrichment = one<number>(
      "SELECT id FROM custom_enrichments WHERE team_id = 1 AND type = 'categorical' AND retired = 0",
    );
    const url = one<string>(
      'SELECT m.url FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id WHERE wm.workspace_id = ?',
      WS,
    );
    const put = await t.as('demo', 'PUT', '/api/mentions/customEnrichments', [
      { url, enrichment_id: enrichment, value: 'Facts check' },
    ]);
    expect(put.statusCode).toBe(202);
    await t.app.worker.drain();
    expectReadsExact(true);
  });

  it('stay exact after a workspace query change re-matches it', async () => {
    const before = one<number>('SELECT count(*) FROM workspace_facts WHERE workspace_id = ?', WS);
    const ws = (await t.as('demo', 'GET', '/api/workspaces')).json().find((w: { id: number }) => w.id === WS);
    const changed = await t.as('demo', 'PUT', `/api/workspaces/${WS}`, {
      title: ws.title,
      query: 'solar',
      channels: ws.channels,
      folder: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.worker.drain();
    expect(one<number>('SELECT count(*) FROM workspace_facts WHERE workspace_id = ?', WS)).not.toBe(before);
    expectReadsExact(true);
  });

  it('follow rows edited in place (the server never does; a repair might)', () => {
    const id = one<number>('SELECT mention_id FROM workspace_mentions WHERE workspace_id = ?', WS);
    t.db.prepare("UPDATE mentions SET domain = 'edited.example', loc_city = NULL WHERE id = ?").run(id);
    t.db.prepare('UPDATE workspace_mentions SET published = published + 1 WHERE mention_id = ?').run(id);
    expect(
      one<number>("SELECT count(*) FROM workspace_facets WHERE col = 'domain' AND value = 'edited.example'"),
    ).toBeGreaterThan(0);
    expectReadsExact(true);
  });

  it('read the columns once per change of the workspace, and again after any', async () => {
    const s = scope({});
    const reader = openReadOnly(t.db.name); // as a read worker's: nothing loaded yet
    distribution(reader, s, 'domains');
    const held = columnsHeld(reader).get(WS)!;
    expect(held.columns).toEqual(['domain']);
    // No write: the next read adds its column to what is held (a reload would have dropped domain).
    timeline(reader, s, 'day', 'authors');
    expect(columnsHeld(reader).get(WS)).toEqual({
      ...held,
      columns: ['domain', 'author'],
      loaded: ['rows', 'domain', 'author'],
    });
    // A confidence written moves the workspace's counter, and the next read reloads.
    const row = t.db
      .prepare(
        `SELECT mn.narrative_id, mn.mention_id FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id
         WHERE n.workspace_id = ? ORDER BY mn.confidence LIMIT 1`,
      )
      .get(WS) as { narrative_id: number; mention_id: number };
    t.db
      .prepare('UPDATE mention_narratives SET confidence = 99.5 WHERE narrative_id = ? AND mention_id = ?')
      .run(row.narrative_id, row.mention_id);
    const page = { sort: 'confidence' as const, order: 'desc' as const, limit: 20, offset: 0 };
    expect(listMentionIds(reader, s, page)).toEqual(listMentionIds(plain, s, page));
    expect(columnsHeld(reader).get(WS)!.version).toBeGreaterThan(held.version);
    expect(columnsHeld(reader).get(WS)!.columns).toEqual([]);
    reader.close();
    expect(listMentionIds(t.db, s, { ...page, limit: 10_000 })).toEqual(confidenceOrder(s, 'desc'));
    // A narrative deleted takes its confidences with it (by cascade).
    t.db.prepare('DELETE FROM narratives WHERE id = ?').run(row.narrative_id);
    for (const order of ['asc', 'desc'] as const)
      expect(listMentionIds(t.db, s, { ...page, order, limit: 10_000 })).toEqual(confidenceOrder(s, order));
    expectReadsExact(true);
  });

  it('follow a deleted workspace: its facts and facets go with it', async () => {
    const created = await t.as('demo', 'POST', '/api/workspaces', {
      title: 'Short-lived',
      query: 'grid',
      channels: ['news'],
    });
    const id = created.json().id as number;
    await t.app.worker.drain();
    expect(one<number>('SELECT count(*) FROM workspace_facts WHERE workspace_id = ?', id)).toBeGreaterThan(0);
    expect((await t.as('demo', 'DELETE', `/api/workspaces/${id}`)).statusCode).toBe(204);
    await t.app.worker.drain();
    expect(one<number>('SELECT count(*) FROM workspace_facts WHERE workspace_id = ?', id)).toBe(0);
    expect(one<number>('SELECT count(*) FROM workspace_facets WHERE workspace_id = ?', id)).toBe(0);
    expectTablesExact();
  });
});
