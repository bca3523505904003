/**
 * The reference server: `tsx server/main.ts [--fresh]`. Serves the dashboard (STATIC_DIR) at `/`
 * and the API at `/api` from a seeded SQLite file, or proxies `/api` to UPSTREAM_API.
 */
import { existsSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDeskStore } from './desk/db/open';
import { openDb, setMeta, type Db } from './db/open';
import { LogSink } from './log-sink';
import { hasAnyTeam, setUsersDisabled } from './db/repositories/users';
import { seedDatabase } from './seed';
import { DEMO_USERNAMES } from './seed/workspace-defs';
import { loadTaxonomy } from './seed/taxonomy';
import { tickMsFromEnv, watchEnabled } from './watch/engine';
import { mailerFromEnv } from './watch/deliver';
import { serviceAccountFromEnv } from './watch/service-client';

const env = process.env;
const port = Number(env.PORT ?? 8787);
const host = env.HOST ?? '127.0.0.1';
const dbPath = resolve(env.DB_PATH ?? 'data/demo.db');
const staticDir = resolve(env.STATIC_DIR ?? 'dist');
const upstream = env.UPSTREAM_API?.trim() || undefined;
// The desk's store (server/desk): PostgreSQL when DATABASE_URL is set, else this SQLite file.
const deskDbPath = resolve(env.DESK_DB_PATH ?? 'data/desk.db');
const databaseUrl = env.DATABASE_URL?.trim() || undefined;
const demoAccountsOff = /^(off|false|0|no)$/i.test(env.DEMO_ACCOUNTS ?? '');

// Everything the server prints goes through sinks that drop (and count) what cannot be written:
// a full disk or a closed pipe costs log lines, never requests (server/log-sink.ts).
const out = new LogSink(1);
const errOut = new LogSink(2);
process.stdout.on('error', (err) => out.noteError(err));
process.stderr.on('error', (err) => errOut.noteError(err));
const say = (line: string) => out.write(`${line}\n`);

/** Says why on stderr, as best it can, and exits non-zero (a supervisor sees the failure). */
function fatal(message: string): never {
  try {
    writeSync(2, `${message}\n`);
  } catch {
    // stderr is gone too: the exit status is all that is left to say it.
  }
  process.exit(1);
}

/** TRUST_PROXY: off (default), or the proxies' addresses/CIDRs, comma-separated. */
function trustedProxies(): string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || /^(off|false|0|no)$/i.test(raw)) return [];
  return raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

function intEnv(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

/** The reference time of the demo data: DEMO_NOW, else the current hour. */
function demoNow(): number {
  if (env.DEMO_NOW) {
    const t = Date.parse(env.DEMO_NOW);
    if (Number.isNaN(t)) throw new Error(`DEMO_NOW must be an ISO date-time, got ${env.DEMO_NOW}`);
    return t;
  }
  return Math.floor(Date.now() / 3_600_000) * 3_600_000;
}

function openSeeded(): Db {
  if (process.argv.includes('--fresh'))
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbPath + suffix, { force: true });
  const db = openDb(dbPath, {
    onMigrated: ({ from, to, legacy }) =>
      say(
        from === 0 && !legacy
          ? `Created ${dbPath} (schema version ${to})`
          : `Upgraded ${dbPath} from schema version ${from}${legacy ? ' (created before migrations)' : ''} to ${to}`,
      ),
  });
  const empty = !hasAnyTeam(db);
  loadTaxonomy(db);
  if (empty) {
    const mentions = intEnv('DEMO_MENTIONS') ?? 50_000;
    const started = Date.now();
    say(`Seeding ${dbPath} with ${mentions.toLocaleString('en-US')} demo mentions…`);
    seedDatabase(db, { mentions, seed: intEnv('DEMO_SEED') ?? 42, now: demoNow() });
    say(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // The demo accounts are for evaluation only: DEMO_ACCOUNTS=off disables them (their teams' data
  // stays); they stay disabled until `npm run accounts -- enable <name>`.
  if (demoAccountsOff) setUsersDisabled(db, DEMO_USERNAMES, true);
  // A committed write now, so that a read-only file or a full disk stops the start here, named,
  // rather than failing sign-ins and writes later.
  setMeta(db, 'last_started_at', new Date().toISOString());
  return db;
}

function openWritable(): Db {
  try {
    return openSeeded();
  } catch (err) {
    // SQLite's errors (SQLITE_READONLY, SQLITE_FULL, SQLITE_CANTOPEN…) and the file system's (EACCES, EROFS…).
    const code = (err as { code?: unknown }).code;
    if (typeof code !== 'string' || !/^(SQLITE_|E[A-Z]+$)/.test(code)) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    return fatal(
      `Cannot write the database ${dbPath}: ${reason}. Check that its directory is writable and the disk has space (DB_PATH).`,
    );
  }
}

async function main(): Promise<void> {
  const db = upstream ? openDb(':memory:') : openWritable();
  if (process.argv.includes('--fresh') && !databaseUrl)
    for (const suffix of ['', '-wal', '-shm']) rmSync(deskDbPath + suffix, { force: true });
  const desk = await openDeskStore({
    databaseUrl,
    sqlitePath: deskDbPath,
    poolSize: intEnv('DESK_PG_POOL'),
  }).catch((err: unknown) =>
    fatal(
      `Cannot open the desk's store ${databaseUrl ? 'at DATABASE_URL' : deskDbPath}: ${err instanceof Error ? err.message : String(err)}`,
    ),
  );
  const limits = {
    perMinute: intEnv('ENRICHMENT_LIMIT_PER_MINUTE'),
    windowMs: intEnv('ENRICHMENT_LIMIT_WINDOW_MS'),
    perDay: intEnv('ENRICHMENT_LIMIT_PER_DAY'),
  };
  const app = await buildApp({
    db,
    upstream,
    apiLatencyMs: intEnv('UPSTREAM_LATENCY_MS'),
    staticDir: existsSync(staticDir) ? staticDir : undefined,
    limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
    reads: {
      budgetMs: intEnv('READ_BUDGET_MS'),
      heavyThreads: intEnv('READ_THREADS'),
      perTeamThreads: intEnv('READ_THREADS_PER_TEAM'),
      // The largest workspaces' columns load on idle read threads after the start, so the first
      // analysts after a restart do not pay for them (COLUMN_WARM_ROWS=0 turns it off).
      warmColumns: true,
    },
    trustProxy: trustedProxies(),
    logger: { level: env.LOG_LEVEL ?? 'warn', stream: out },
    logStats: out.stats,
    desk,
    // The watch (docs/alerts.md): alert rules, report schedules and deliveries, ticking unless WATCH=off.
    watch: {
      engine: watchEnabled(env),
      tickMs: tickMsFromEnv(env),
      publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
      serviceAccount: upstream ? serviceAccountFromEnv(env) : null,
      demoLive: !upstream && /^(1|on|true|yes)$/i.test(env.DEMO_LIVE ?? ''),
      mailer: mailerFromEnv(env),
    },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => db.close())
      .then(() => Promise.race([out.drain(), new Promise((r) => setTimeout(r, 1000))]))
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // Read and hashing threads boot before the first request rather than during it.
  await Promise.all([app.reads.warm(), app.passwords.warm()]);
  await app.listen({ port, host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  say(`Narrative Desk at ${url}/  (API at ${url}/api${upstream ? ` → proxied to ${upstream}` : ''})`);
  if (!app.watch.publicUrl) app.watch.publicUrl = url;
  // The report renderer opens this server itself (a wildcard address is reached on loopback).
  app.watch.selfUrl = /^(0\.0\.0\.0|::)$/.test(host) ? `http://127.0.0.1:${bound}` : url;
  say(`Desk at ${url}/desk/v1 on ${desk.engine === 'postgres' ? `PostgreSQL ${desk.where}` : desk.where}`);
  if (!upstream && !demoAccountsOff)
    say(
      'Demo accounts (for evaluation only; DEMO_ACCOUNTS=off disables them): demo / demo and rival / rival (client_id "dashboard")',
    );
  if (!existsSync(staticDir)) say(`No dashboard build at ${staticDir}: run "npm run build" to serve it.`);
}

main().catch((err: unknown) => fatal(err instanceof Error ? (err.stack ?? err.message) : String(err)));
