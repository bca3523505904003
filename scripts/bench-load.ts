/**
 * `npm run bench:load [-- --seconds N] [-- --port P] [-- --base-url URL] [-- --pathological legacy]`
 *
 * Load on the reference server over HTTP: requests/s, p50 and p99 of the mention list and the
 * distribution at concurrency 1 and 10, each alone and with one pathological request kept in
 * flight the whole time (a loop that sends the next as soon as one is answered). Needs
 * data/bench.db (`npm run bench:server` builds it); starts its own server on it unless
 * --base-url points at one already running (for comparing another build on the same data).
 * The pathological request is the costliest expression the limits accept, or with
 * `--pathological legacy` the 1,300-term one of the issue (which this server refuses at once);
 * `--pathological none` measures without it (a build without the limits stalls for minutes).
 */
import Database from 'better-sqlite3';
import { performance } from 'node:perf_hooks';
import { COSTLIEST_EXPRESSION, PATHOLOGICAL_EXPRESSION } from '../server/test/expressions';
import { demoToken, percentile, startReferenceServer } from './bench-support';
import { DAY } from '../src/lib/time-units';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const SECONDS = Number(option('seconds', '15'));
const PORT = Number(option('port', '8812'));
const DB_PATH = process.env.BENCH_DB ?? 'data/bench.db';

interface Stats {
  count: number;
  errors: Record<number, number>;
  times: number[];
}

async function hit(url: string, token: string, stats: Stats): Promise<void> {
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  stats.times.push(performance.now() - t);
  stats.count++;
  if (!res.ok) stats.errors[res.status] = (stats.errors[res.status] ?? 0) + 1;
}

/** `concurrency` clients sending `url(i)` back to back for SECONDS. */
async function load(url: (i: number) => string, token: string, concurrency: number): Promise<Stats> {
  const stats: Stats = { count: 0, errors: {}, times: [] };
  const end = performance.now() + SECONDS * 1000;
  let i = 0;
  const client = async () => {
    while (performance.now() < end) await hit(url(i++), token, stats);
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return stats;
}

/** Keeps one request of `url` in flight until `stop` resolves. */
async function inFlight(url: string, token: string, stop: Promise<unknown>): Promise<Stats> {
  const stats: Stats = { count: 0, errors: {}, times: [] };
  let done = false;
  void stop.then(() => (done = true));
  while (!done) await hit(url, token, stats);
  return stats;
}

const row = (name: string, s: Stats) => {
  const sorted = [...s.times].sort((a, b) => a - b);
  const errors =
    Object.entries(s.errors)
      .map(([k, v]) => `${v}×${k}`)
      .join(', ') || '0';
  return `| ${name} | ${(s.count / SECONDS).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${errors} |`;
};

async function main() {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const ws = db
    .prepare(
      `SELECT w.id, w.title, count(*) AS n FROM workspaces w JOIN workspace_mentions wm ON wm.workspace_id = w.id
       JOIN users u ON u.team_id = w.team_id AND u.username = 'demo' GROUP BY w.id ORDER BY n DESC LIMIT 1`,
    )
    .get() as { id: number; title: string; n: number };
  const newest = db.prepare('SELECT max(published) FROM mentions').pluck().get() as number;
  const total = db.prepare('SELECT count(*) FROM mentions').pluck().get() as number;
  db.close();

  const own = option('base-url', '') === '';
  const base = own ? `http://127.0.0.1:${PORT}` : option('base-url', '');
  const server = own
    ? await startReferenceServer({ port: PORT, dbPath: DB_PATH, staticDir: 'dist' })
    : undefined;
  try {
    const token = await demoToken(base);
    const to = new Date(newest).toISOString();
    const w30 = `since=${new Date(newest - 30 * DAY).toISOString()}&to=${to}`;
    const w180 = `since=${new Date(newest - 180 * DAY).toISOString()}&to=${to}`;
    const api = `${base}/api/workspaces/${ws.id}`;
    const list = (i: number) => `${api}/mentions?${w30}&offset=${(i % 10) * 50}`;
    const dist = () => `${api}/analytics/distribution?${w30}&group_by=domains`;
    const mode = option('pathological', 'costliest');
    const legacy = mode === 'legacy';
    const expression = legacy ? PATHOLOGICAL_EXPRESSION : COSTLIEST_EXPRESSION;
    const pathological = `${api}/analytics/distribution?${w180}&group_by=authors&filter_expression=${encodeURIComponent(expression)}`;
    console.log(
      `workspace ${ws.id} "${ws.title}": ${ws.n.toLocaleString('en')} of ${total.toLocaleString('en')} mentions; ` +
        `${SECONDS} s per scenario; pathological = distribution by authors over 180 days with ` +
        (legacy ? 'the 1,300-term expression of the issue' : 'the costliest accepted expression'),
    );
    const refused =
      mode === 'none'
        ? undefined
        : await fetch(
            `${api}/mentions?${w30}&filter_expression=${encodeURIComponent(PATHOLOGICAL_EXPRESSION)}`,
            {
              headers: { authorization: `Bearer ${token}` },
            },
          );
    if (refused)
      console.log(
        `the 1,300-term expression of the issue: ${refused.status} ${(await refused.text()).slice(0, 160)}`,
      );

    const rows: string[] = [];
    for (const [name, url] of [
      ['mention list (30 d, 10 per page)', list],
      ['distribution by domains (30 d)', dist],
    ] as const) {
      for (const concurrency of [1, 10]) {
        // Warm-up, then alone, then with the pathological request in flight.
        await load(url, token, concurrency);
        rows.push(row(`${name}, concurrency ${concurrency}`, await load(url, token, concurrency)));
        console.log(rows.at(-1));
        if (mode === 'none') continue;
        let stop = () => {};
        const stopped = new Promise<void>((r) => (stop = r));
        const background = inFlight(pathological, token, stopped);
        const measured = await load(url, token, concurrency);
        stop();
        const slow = await background;
        rows.push(row(`${name}, concurrency ${concurrency}, pathological in flight`, measured));
        rows.push(row(`… the pathological requests meanwhile`, slow));
        console.log(rows.at(-2));
        console.log(rows.at(-1));
      }
    }
    console.log(
      ['\n| Scenario | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|', ...rows].join('\n'),
    );
  } finally {
    server?.kill('SIGTERM');
  }
}

await main();
