/**
 * `npm run bench:server [-- --reuse] [-- --mentions N] [-- --runs N] [-- --year-only]
 *   [-- --compare-duckdb] [-- --concurrency [--proxy-latency MS]] [-- --plain] [-- --no-columns]`
 *
 * Builds (or, with --reuse, reopens) data/bench.db (BENCH_DB) with seedDatabase, timing the
 * seeding, then prints p50/p95 latency of the API's heavy reads through app.inject (in process:
 * routing, validation, the read pool, SQL and response shaping; no network): 30- and 90-day
 * windows, then the year-long analyst cases. --compare-duckdb runs the year cases' logical queries
 * on DuckDB over the same rows (server/bench/duckdb.ts) and prints the ratio; --concurrency
 * measures ten clients against one (server/bench/concurrency.ts), on this database and through
 * the proxy in front of an upstream --proxy-latency ms away (default 300); --plain answers from the plain
 * join instead of workspace_facts (ND_PLAIN_SCAN, server/db/facts.ts) for before/after figures;
 * --no-columns answers from workspace_facts in SQL without the in-memory columns (ND_NO_COLUMNS,
 * server/db/columns.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { issueToken, signingSecret } from '../auth';
import { openDb } from '../db/open';
import { seedDatabase } from '../seed';
import { benchConcurrency, benchProxyConcurrency } from './concurrency';
import { measure, ms, type Timing } from './measure';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};

const DB_PATH = process.env.BENCH_DB ?? 'data/bench.db';
const MENTIONS = option('mentions', 1_000_000);
const RUNS = option('runs', 200);
const PROXY_LATENCY_MS = option('proxy-latency', 300);
const SEED_NOW = Date.parse('2026-11-21T00:00:00Z');
const DAY = 86_400_000;
if (flag('plain')) process.env.ND_PLAIN_SCAN = '1';
if (flag('no-columns')) process.env.ND_NO_COLUMNS = '1';

function openBenchDb() {
  if (flag('reuse') && existsSync(DB_PATH)) {
    console.log(`reusing ${DB_PATH}`);
    return openDb(DB_PATH);
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(DB_PATH + suffix, { force: true });
  const db = openDb(DB_PATH);
  console.log(`seeding ${MENTIONS.toLocaleString('en')} mentions into ${DB_PATH} …`);
  const started = performance.now();
  const phases: Record<string, number> = {};
  seedDatabase(db, {
    mentions: MENTIONS,
    seed: 42,
    now: SEED_NOW,
    onProgress: (phase, ms) => (phases[phase] = (phases[phase] ?? 0) + ms),
  });
  const total = (performance.now() - started) / 1000;
  const detail = Object.entries(phases)
    .map(([p, ms]) => `${p} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
  console.log(`seeded in ${total.toFixed(1)} s (${detail})`);
  return db;
}

async function main() {
  const db = openBenchDb();
  const app = await buildApp({ db });
  await app.ready();
  const user = db.prepare("SELECT id, team_id AS teamId FROM users WHERE username = 'demo'").get() as {
    id: number;
    teamId: number;
  };
  const { Token } = await issueToken(
    signingSecret(db),
    { userId: user.id, teamId: user.teamId, username: 'demo' },
    Date.now(),
  );
  const headers = { authorization: `Bearer ${Token}` };

  // The demo team's biggest workspace, and a window ending at the newest mention.
  const ws = db
    .prepare(
      `SELECT w.id, w.title, count(*) AS n FROM workspaces w JOIN workspace_mentions wm ON wm.workspace_id = w.id
       WHERE w.team_id = ? GROUP BY w.id ORDER BY n DESC LIMIT 1`,
    )
    .get(user.teamId) as { id: number; title: string; n: number };
  const newest = db.prepare('SELECT max(published) FROM mentions').pluck().get() as number;
  const to = new Date(newest).toISOString();
  const since = (days: number) => new Date(newest - days * DAY).toISOString();
  const w30 = `since=${since(30)}&to=${to}`;
  const w90 = `since=${since(90)}&to=${to}`;
  const w365 = `since=${since(365)}&to=${to}`;
  const inWindow = (days: number) =>
    (
      db
        .prepare('SELECT count(*) FROM workspace_mentions WHERE workspace_id = ? AND published >= ?')
        .pluck()
        .get(ws.id, newest - days * DAY) as number
    ).toLocaleString('en');
  const total = db.prepare('SELECT count(*) FROM mentions').pluck().get() as number;
  console.log(
    `workspace ${ws.id} "${ws.title}": ${ws.n.toLocaleString('en')} of ${total.toLocaleString('en')} mentions, ` +
      `${inWindow(30)} in the last 30 days, ${inWindow(365)} in the last year; ${RUNS} requests per scenario` +
      (flag('plain') ? '; plain join (--plain)' : '') +
      (flag('no-columns') ? '; workspace_facts in SQL, no in-memory columns (--no-columns)' : ''),
  );

  const base = `/api/workspaces/${ws.id}`;
  const expressions = [
    'solar OR battery',
    'title:"electric vehicle"',
    'grid NOT recall',
    '(solar OR wind) AND prices',
    'heat* pump',
  ];
  const prefixes = ['san', 'new', 'ber', 'lon', 'par', 'tex', 'mos', 'cai', 'tok', 'lag'];
  const dist = (w: string, g: string) => () => `${base}/analytics/distribution?${w}&group_by=${g}`;
  const short: [string, (i: number) => string][] = [
    ['mention page (30 d, 10 per page)', (i) => `${base}/mentions?${w30}&offset=${(Math.abs(i) % 10) * 10}`],
    [
      'filter_expression search (30 d)',
      (i) =>
        `${base}/mentions?${w30}&filter_expression=${encodeURIComponent(expressions[Math.abs(i) % expressions.length]!)}`,
    ],
    ['distribution by domains (30 d)', dist(w30, 'domains')],
    ['distribution by channels (30 d)', dist(w30, 'channels')],
    ['distribution by locations.country (30 d)', dist(w30, 'locations.country')],
    ['timeline, daily (90 d)', () => `${base}/analytics/timeline?${w90}`],
    ['locations prefix search', (i) => `/api/locations?query=${prefixes[Math.abs(i) % prefixes.length]}`],
  ];
  let keys = 0;
  const year: [string, (i: number) => string][] = [
    ['distribution by domains (1 y)', dist(w365, 'domains')],
    ['distribution by authors (1 y)', dist(w365, 'authors')],
    ['distribution by locations.city (1 y)', dist(w365, 'locations.city')],
    ['timeline, daily (1 y)', () => `${base}/analytics/timeline?${w365}`],
    ['timeline daily by channels (1 y)', () => `${base}/analytics/timeline?${w365}&group_by=channels`],
    ['timeline daily by authors (1 y)', () => `${base}/analytics/timeline?${w365}&group_by=authors`],
    [
      'mentions sorted by confidence (1 y)',
      (i) => `${base}/mentions?${w365}&sort=confidence&offset=${(Math.abs(i) % 10) * 10}`,
    ],
    ['available-filters (uncached)', () => `${base}/available-filters`],
    ['random sample, new key (1 y)', () => `${base}/mentions?${w365}&randomization_key=bench-${++keys}`],
  ];

  const asker = (server: typeof app) => async (url: string) => {
    const res = await server.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const ask = asker(app);
  const results = new Map<string, Timing>();
  const rows: string[] = [];
  for (const [name, url] of [...(flag('year-only') ? [] : short), ...year]) {
    const t = await measure(RUNS, (i) => ask(url(i)), 5);
    results.set(name, t);
    rows.push(`| ${name} | ${ms(t.p50)} | ${ms(t.p95)} |`);
    console.log(rows.at(-1));
  }
  console.log(['\n| Scenario | p50 ms | p95 ms |', '|---|---|---|', ...rows].join('\n'));

  if (flag('compare-duckdb')) {
    const { loadDuckDb, duckCases, timeDuck } = await import('./duckdb');
    const duck = await loadDuckDb(db);
    const out: string[] = [];
    for (const [name, sql] of duckCases(ws.id, newest)) {
      const d = await timeDuck(duck, sql, RUNS);
      const s = results.get(name)!;
      out.push(
        `| ${name} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(d.p50)} | ${ms(d.p95)} | ${(s.p50 / d.p50).toFixed(1)}× |`,
      );
      console.log(out.at(-1));
    }
    console.log(
      [
        '\n| Case | server p50 | server p95 | DuckDB p50 | DuckDB p95 | ratio (p50) |',
        '|---|---|---|---|---|---|',
        ...out,
      ].join('\n'),
    );
    duck.closeSync();
  }

  if (flag('concurrency')) {
    // The expensive read: a year's distribution with a search, which only SQL answers (without one
    // the in-memory columns answer a year in a few ms, and ten clients measure the request path).
    const expensive = `${dist(w365, 'domains')()}&filter_expression=${encodeURIComponent('solar OR grid')}`;
    const lines = await benchConcurrency(ask, expensive, short[0]![1], RUNS);
    // The same server as a proxy in front of a far upstream (this database behind
    // UPSTREAM_LATENCY_MS), as when analysts sign in to the real service.
    const far = await buildApp({ db, apiLatencyMs: PROXY_LATENCY_MS });
    const upstream = await far.listen({ host: '127.0.0.1', port: 0 });
    const proxy = await buildApp({ db, upstream: `${upstream}/api` });
    lines.push(
      ...(await benchProxyConcurrency(asker(proxy), dist(w365, 'domains')(), PROXY_LATENCY_MS, RUNS)),
    );
    await proxy.close();
    await far.close();
    console.log(['\n| Concurrency | figure |', '|---|---|', ...lines].join('\n'));
  }
  await app.close();
  db.close();
}

await main();
