/**
 * `npm run bench:server [-- --reuse] [-- --mentions N] [-- --runs N]`
 *
 * Builds (or, with --reuse, reopens) data/bench.db with seedDatabase, timing the seeding, then
 * prints p50/p95 latency of the API's heavy reads through app.inject (in process: routing,
 * validation, SQL and response shaping; no network).
 */
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { issueToken, signingSecret } from '../auth';
import { openDb } from '../db/open';
import { seedDatabase } from '../seed';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};

const DB_PATH = process.env.BENCH_DB ?? 'data/bench.db';
const MENTIONS = option('mentions', 1_000_000);
const RUNS = option('runs', 200);
const SEED_NOW = Date.parse('2026-11-21T00:00:00Z');
const DAY = 86_400_000;

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
  const detail = Object.entries(phases).map(([p, ms]) => `${p} ${(ms / 1000).toFixed(1)} s`).join(', ');
  console.log(`seeded in ${total.toFixed(1)} s (${detail})`);
  return db;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const db = openBenchDb();
  const app = await buildApp({ db });
  await app.ready();
  const user = db.prepare("SELECT id, team_id AS teamId FROM users WHERE username = 'demo'").get() as { id: number; teamId: number };
  const { Token } = await issueToken(signingSecret(db), { userId: user.id, teamId: user.teamId, username: 'demo' }, Date.now());
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
  const inWindow = db
    .prepare('SELECT count(*) FROM workspace_mentions WHERE workspace_id = ? AND published >= ?')
    .pluck()
    .get(ws.id, newest - 30 * DAY) as number;
  const total = db.prepare('SELECT count(*) FROM mentions').pluck().get() as number;
  console.log(
    `workspace ${ws.id} "${ws.title}": ${ws.n.toLocaleString('en')} of ${total.toLocaleString('en')} mentions, ` +
      `${inWindow.toLocaleString('en')} in the last 30 days; ${RUNS} requests per scenario`,
  );

  const base = `/api/workspaces/${ws.id}`;
  const expressions = ['solar OR battery', 'title:"electric vehicle"', 'grid NOT recall', '(solar OR wind) AND prices', 'heat* pump'];
  const prefixes = ['san', 'new', 'ber', 'lon', 'par', 'tex', 'mos', 'cai', 'tok', 'lag'];
  const scenarios: [string, (i: number) => string][] = [
    ['mention page (30 d, 10 per page)', (i) => `${base}/mentions?${w30}&offset=${(i % 10) * 10}`],
    ['filter_expression search (30 d)', (i) => `${base}/mentions?${w30}&filter_expression=${encodeURIComponent(expressions[i % expressions.length]!)}`],
    ['distribution by domains (30 d)', () => `${base}/analytics/distribution?${w30}&group_by=domains`],
    ['distribution by channels (30 d)', () => `${base}/analytics/distribution?${w30}&group_by=channels`],
    ['distribution by locations.country (30 d)', () => `${base}/analytics/distribution?${w30}&group_by=locations.country`],
    ['timeline, daily (90 d)', () => `${base}/analytics/timeline?${w90}`],
    ['locations prefix search', (i) => `/api/locations?query=${prefixes[i % prefixes.length]}`],
  ];

  const rows: string[] = [];
  for (const [name, url] of scenarios) {
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: url(i), headers });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: url(i), headers });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${name} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`);
    console.log(rows.at(-1));
  }
  console.log(['\n| Scenario | p50 ms | p95 ms |', '|---|---|---|', ...rows].join('\n'));
  await app.close();
  db.close();
}

await main();
