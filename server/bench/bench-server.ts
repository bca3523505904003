/**
 * `npm run bench:server [-- --reuse] [-- --mentions N] [-- --runs N] [-- --year-only]
 *   [-- --compare-duckdb] [-- --concurrency [--proxy-latency MS]] [-- --plain] [-- --no-columns]
 *   [-- --inject] [-- --port P]`
 *
 * Builds (or, with --reuse, reopens) data/bench.db (BENCH_DB) with seedDatabase, timing the
 * seeding, then measures the API's reads (server/bench/cases.ts: 30- and 90-day windows, then the
 * year-long analyst cases) over HTTP: the server started as its own process on 127.0.0.1:`--port`
 * (default 8800; server/bench/http.ts), each case's first request right after the start (cold),
 * and again after a second start once the read threads have warmed their columns, then p50/p95
 * of `--runs` requests (warm) and the main thread's CPU per request (one client, then ten at once;
 * beside the one-client figure, a bare Fastify route that only waits the case's p50 and the
 * difference, and GET /health's, show what waking the thread costs on the machine), the process's RSS
 * after the cases and `uptime` before and after. `--inject` measures in process through
 * app.inject instead (no network, no cold start). --compare-duckdb runs the year cases' logical
 * queries on DuckDB over the same rows (server/bench/duckdb.ts) and prints the ratio;
 * --concurrency measures ten clients against one (server/bench/concurrency.ts), on this database
 * and through the proxy in front of an upstream --proxy-latency ms away (default 300); --plain
 * answers from the plain join instead of workspace_facts (ND_PLAIN_SCAN, server/db/facts.ts) for
 * before/after figures; --no-columns answers from workspace_facts in SQL without the in-memory
 * columns (ND_NO_COLUMNS, server/db/columns.ts).
 */
import { execSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app';
import { issueToken, signingSecret } from '../auth';
import { openDb } from '../db/open';
import { seedDatabase } from '../seed';
import { benchCases, benchWorkspace } from './cases';
import { benchConcurrency, benchProxyConcurrency } from './concurrency';
import {
  askFromClients,
  httpAsker,
  mainThreadCpuMs,
  mainThreadPerRequest,
  memoryOf,
  startBenchServer,
  startWaitingRoute,
  waitForWarmColumns,
  type Ask,
} from './http';
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
const PORT = option('port', 8800);
const PROXY_LATENCY_MS = option('proxy-latency', 300);
const SEED_NOW = Date.parse('2026-11-21T00:00:00Z');
if (flag('plain')) process.env.ND_PLAIN_SCAN = '1';
if (flag('no-columns')) process.env.ND_NO_COLUMNS = '1';
const uptime = () => execSync('uptime').toString().trim();
/** Untimed requests of each case before its timed ones. */
const WARMUPS = 5;

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
  const ws = benchWorkspace(db);
  const { Token } = await issueToken(
    signingSecret(db),
    {
      userId: db.prepare("SELECT id FROM users WHERE username = 'demo'").pluck().get() as number,
      teamId: ws.teamId,
      username: 'demo',
    },
    Date.now(),
  );
  const authorization = `Bearer ${Token}`;
  const inWindow = (days: number) =>
    (
      db
        .prepare('SELECT count(*) FROM workspace_mentions WHERE workspace_id = ? AND published >= ?')
        .pluck()
        .get(ws.id, ws.newest - days * 86_400_000) as number
    ).toLocaleString('en');
  const total = db.prepare('SELECT count(*) FROM mentions').pluck().get() as number;
  console.log(
    `workspace ${ws.id} "${ws.title}": ${ws.n.toLocaleString('en')} of ${total.toLocaleString('en')} mentions, ` +
      `${inWindow(30)} in the last 30 days, ${inWindow(365)} in the last year; ${RUNS} requests per scenario, ` +
      (flag('inject') ? 'in process (app.inject)' : `over HTTP (127.0.0.1:${PORT})`) +
      (flag('plain') ? '; plain join (--plain)' : '') +
      (flag('no-columns') ? '; workspace_facts in SQL, no in-memory columns (--no-columns)' : ''),
  );
  console.log(`uptime before: ${uptime()}`);
  const { short, year, expensive } = benchCases(ws);
  const cases = [...(flag('year-only') ? [] : short), ...year];

  // The server: its own process over HTTP, or this process's app through inject.
  let ask: Ask;
  let stop: () => Promise<void>;
  let pid: number | undefined;
  const cold = new Map<string, number>();
  const coldWarmed = new Map<string, number>();
  /** Each case's first request, in order (earlier cases may warm later ones). */
  const firstRequests = async (into: Map<string, number>) => {
    for (const [name, url] of cases) {
      const t = performance.now();
      await ask(url(0));
      into.set(name, performance.now() - t);
    }
  };
  if (flag('inject')) {
    const app = await buildApp({ db });
    await app.ready();
    ask = async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    stop = () => app.close();
  } else {
    // Started twice: the first requests right after listening (the read threads warming their
    // columns meanwhile), and again once warming has finished; then the warm figures.
    const first = await startBenchServer(DB_PATH, PORT);
    console.log(`server process ${first.pid} listening after ${ms(first.startMs)} ms`);
    ask = httpAsker(first.base, authorization);
    await firstRequests(cold);
    await first.stop();
    const server = await startBenchServer(DB_PATH, PORT);
    const warmedMs = await waitForWarmColumns(server.base);
    console.log(
      `restarted: listening after ${ms(server.startMs)} ms, columns warmed ${ms(warmedMs)} ms later; RSS ${memoryOf(server.pid).rssMb.toFixed(0)} MB`,
    );
    ask = httpAsker(server.base, authorization);
    await firstRequests(coldWarmed);
    stop = server.stop;
    pid = server.pid;
  }

  // The control: what sleeping and being woken costs a main thread here, with no work to do.
  const control = pid === undefined ? undefined : await startWaitingRoute();
  // A fresh process's threads keep getting cheaper for thousands of requests (V8 compiles per
  // thread): every case from ten clients first, so the first cases' figures are warm as well.
  if (pid !== undefined) for (const [, url] of cases) await askFromClients(ask, url, 10, 40);
  const results = new Map<string, Timing>();
  const rows: string[] = [];
  const fixed = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(2));
  for (const [name, url] of cases) {
    const cpuBefore = pid === undefined ? 0 : mainThreadCpuMs(pid);
    const t = await measure(RUNS, (i) => ask(url(i)), WARMUPS);
    const cpu = pid === undefined ? undefined : (mainThreadCpuMs(pid) - cpuBefore) / (RUNS + WARMUPS);
    const waiting = await control?.cpuPerRequest(t.p50, Math.max(RUNS, 100));
    const busy =
      pid === undefined ? undefined : await mainThreadPerRequest(pid, ask, url, 10, Math.max(RUNS, 200));
    results.set(name, t);
    const first = (m: Map<string, number>) => (m.has(name) ? ms(m.get(name)!) : '–');
    const own = cpu !== undefined && waiting !== undefined ? cpu - waiting : undefined;
    rows.push(
      `| ${name} | ${first(cold)} | ${first(coldWarmed)} | ${ms(t.p50)} | ${ms(t.p95)} | ${fixed(cpu)} | ${fixed(waiting)} | ${fixed(own)} | ${fixed(busy)} |`,
    );
    console.log(rows.at(-1));
  }
  await control?.stop();
  console.log(
    [
      "\n| Scenario | first after start ms | first after warming ms | p50 ms | p95 ms | main-thread CPU ms/request, 1 client | a route that only waits p50, 1 client | the server's own part, 1 client | main-thread CPU, 10 clients |",
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  if (pid !== undefined) {
    // The machine's part in the one-client figures: the same request back to back, paced, and from ten clients.
    const health = () => '/health';
    await mainThreadPerRequest(pid, ask, health, 1, 200);
    const [backToBack, paced, ten] = [
      await mainThreadPerRequest(pid, ask, health, 1, 500),
      await mainThreadPerRequest(pid, ask, health, 1, 200, 15),
      await mainThreadPerRequest(pid, ask, health, 10, 1000),
    ];
    console.log(
      `main-thread CPU of GET /health: ${backToBack.toFixed(2)} ms back to back, ${paced.toFixed(2)} ms one every 15 ms, ${ten.toFixed(2)} ms from 10 clients`,
    );
    const mem = memoryOf(pid);
    console.log(`server RSS after the cases: ${mem.rssMb.toFixed(0)} MB (peak ${mem.peakMb.toFixed(0)} MB)`);
  }

  if (flag('compare-duckdb')) {
    const { loadDuckDb, duckCases, timeDuck } = await import('./duckdb');
    const duck = await loadDuckDb(db);
    const out: string[] = [];
    for (const [name, sql] of duckCases(ws.id, ws.newest)) {
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
    // The expensive read: a year's distribution with a search, which only SQL answered (without
    // one the in-memory columns answer a year in a few ms, and ten clients measure the request path).
    const lines = await benchConcurrency(ask, expensive, short[0]![1], RUNS, pid);
    if (pid !== undefined) {
      const mem = memoryOf(pid);
      lines.push(
        `| server RSS after the concurrency runs | ${mem.rssMb.toFixed(0)} MB (peak ${mem.peakMb.toFixed(0)} MB) |`,
      );
    }
    // The same server as a proxy in front of a far upstream (this database behind
    // UPSTREAM_LATENCY_MS), as when analysts sign in to the real service (both in process).
    const far = await buildApp({ db, apiLatencyMs: PROXY_LATENCY_MS });
    const upstream = await far.listen({ host: '127.0.0.1', port: PORT + 1 });
    const proxy = await buildApp({ db, upstream: `${upstream}/api` });
    const proxied: Ask = async (url) => {
      const res = await proxy.inject({ method: 'GET', url, headers: { authorization } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const yearDomains = year[0]![1](0);
    lines.push(...(await benchProxyConcurrency(proxied, yearDomains, PROXY_LATENCY_MS, RUNS)));
    await proxy.close();
    await far.close();
    console.log(['\n| Concurrency | figure |', '|---|---|', ...lines].join('\n'));
  }
  await stop();
  db.close();
  console.log(`uptime after: ${uptime()}`);
}

await main();
