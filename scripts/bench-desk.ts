/**
 * `npm run bench:desk`: desk reads and writes over HTTP with 10,000 artefacts in the store, on
 * SQLite and on PostgreSQL (a throwaway cluster, fsync on), each against the real server process;
 * then two server instances on one PostgreSQL serve the same state. Target: p95 ≤ 20 ms.
 *
 *   npm run bench:desk            (BENCH_DESK_N=300 requests per operation)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDeskStore, type DeskStore } from '../server/desk/db/open';
import { startPgCluster, stopPgCluster } from '../server/desk/pg-cluster';
import { signInAs, startServer, stopServer, type ServerProcess } from '../server/test/server-process';
import { percentile } from './bench-support';

const ARTEFACTS = 10_000;
const N = Number(process.env.BENCH_DESK_N ?? 300);
const TARGET_MS = 20;

/** 10,000 artefacts: a few hundred the demo team sees, the rest other owners' on other workspaces. */
async function fill(store: DeskStore, ownerId: string, ws: number[]): Promise<void> {
  const now = Date.now();
  const rows = Array.from({ length: ARTEFACTS }, (_, i) => {
    const ours = i % 20 === 0;
    const workspaces = ours ? [ws[i % ws.length]!] : [1000 + (i % 400), 2000 + (i % 7)];
    const owner = ours ? ownerId : `other-${i % 900}`;
    const at = new Date(now - (ARTEFACTS - i) * 1000).toISOString();
    return {
      id: `bench-${i}`,
      kind: ['view', 'report', 'annotation'][i % 3]!,
      title: `Artefact ${i}`,
      owner_id: owner,
      owner_name: owner,
      visibility: i % 7 === 0 ? 'private' : 'team',
      workspace_ids: JSON.stringify([...workspaces].sort((a, b) => a - b)),
      workspace_count: workspaces.length,
      body: JSON.stringify({ blocks: [{ type: 'text', text: 'x'.repeat(400) }], i }),
      version: 1,
      created_at: at,
      created_by_id: owner,
      created_by_name: owner,
      updated_at: at,
      updated_by_id: owner,
      updated_by_name: owner,
      client_key: null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    await store.db.transaction().execute(async (trx) => {
      await trx.insertInto('artefacts').values(chunk).execute();
      const links = chunk.flatMap((r) =>
        (JSON.parse(r.workspace_ids) as number[]).map((w) => ({ artefact_id: r.id, workspace_id: w })),
      );
      await trx.insertInto('artefact_workspaces').values(links).execute();
    });
  }
}

async function timed(
  label: string,
  op: (i: number) => Promise<Response>,
): Promise<{ label: string; p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const res = await op(i);
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
    if (res.status >= 400) throw new Error(`${label}: HTTP ${res.status}`);
  }
  ms.sort((a, b) => a - b);
  return { label, p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

async function measure(engine: string, server: ServerProcess, store: DeskStore) {
  const auth = await signInAs(server.base);
  const h = { authorization: auth, 'content-type': 'application/json' };
  const me = (await (await fetch(`${server.base}/desk/v1/me`, { headers: h })).json()) as {
    user: { id: string };
    workspaceIds: number[];
  };
  await fill(store, me.user.id, me.workspaceIds);
  const A = `${server.base}/desk/v1/artefacts`;
  const report = (await (
    await fetch(A, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({
        kind: 'report',
        title: 'Bench',
        workspaceIds: [me.workspaceIds[0]],
        visibility: 'team',
        body: { blocks: [] },
      }),
    })
  ).json()) as { id: string };
  let version = 1;
  const body = (i: number) =>
    JSON.stringify({
      title: 'Bench',
      workspaceIds: [me.workspaceIds[0]],
      visibility: 'team',
      body: { blocks: [{ type: 'text', text: 'y'.repeat(400) }], i },
    });
  const results = [
    await timed('GET one (200)', (i) => fetch(`${A}/bench-${(i * 20) % ARTEFACTS}`, { headers: h })),
    await timed('GET one, unchanged (304)', () =>
      fetch(`${A}/${report.id}`, { headers: { ...h, 'if-none-match': `"${version}"` } }),
    ),
    await timed('GET list of a workspace', (i) =>
      fetch(`${A}?workspaceId=${me.workspaceIds[i % me.workspaceIds.length]}&kind=report`, { headers: h }),
    ),
    await timed('PUT (If-Match)', async (i) => {
      const res = await fetch(`${A}/${report.id}`, {
        method: 'PUT',
        headers: { ...h, 'if-match': `"${version}"` },
        body: body(i),
      });
      if (res.status === 200) version += 1;
      return res;
    }),
    await timed('POST', (i) =>
      fetch(A, {
        method: 'POST',
        headers: h,
        body: JSON.stringify({
          kind: 'annotation',
          title: `New ${i}`,
          workspaceIds: [me.workspaceIds[0]],
          visibility: 'team',
          body: { i },
        }),
      }),
    ),
  ];
  console.log(
    `\n${engine}: ${ARTEFACTS.toLocaleString('en-US')} artefacts, ${N} sequential requests per operation`,
  );
  for (const r of results)
    console.log(
      `  ${r.label.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(5)} ms   p95 ${r.p95.toFixed(1).padStart(5)} ms ${r.p95 <= TARGET_MS ? 'ok' : `OVER ${TARGET_MS} ms`}`,
    );
  return { results, report: report.id };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nd-bench-desk-'));
  const servers: ServerProcess[] = [];
  let over = false;
  // A directory of its own: the postgres user cannot enter `dir` (mkdtemp makes it root's alone).
  const pgDir = join(tmpdir(), `nd-bench-desk-pg-${process.pid}`);
  const cluster = await startPgCluster(pgDir, { durable: true });
  try {
    // SQLite
    const sqlitePath = join(dir, 'desk.db');
    const sqliteServer = await startServer(join(dir, 'demo.db'), { DESK_DB_PATH: sqlitePath });
    servers.push(sqliteServer);
    const sqliteStore = await openDeskStore({ sqlitePath });
    over ||= (await measure('SQLite', sqliteServer, sqliteStore)).results.some((r) => r.p95 > TARGET_MS);
    await sqliteStore.close();
    await stopServer(sqliteServer);

    // PostgreSQL, two instances on one store
    const env = { DATABASE_URL: cluster.url };
    const a = await startServer(join(dir, 'demo-a.db'), env);
    servers.push(a);
    const b = await startServer(join(dir, 'demo-b.db'), env);
    servers.push(b);
    const pgStore = await openDeskStore({ databaseUrl: cluster.url, poolSize: 2 });
    const { results, report } = await measure('PostgreSQL', a, pgStore);
    over ||= results.some((r) => r.p95 > TARGET_MS);
    // The two instances' demo users are the same id (both seeded alike), so b sees a's state.
    const get = async (s: ServerProcess) =>
      (
        await fetch(`${s.base}/desk/v1/artefacts/${report}`, {
          headers: { authorization: await signInAs(s.base) },
        })
      ).json();
    const [fromA, fromB] = [await get(a), await get(b)];
    const same = JSON.stringify(fromA) === JSON.stringify(fromB);
    console.log(
      `\nTwo instances on one PostgreSQL: the report reads the same from both (version ${(fromA as { version: number }).version}): ${same ? 'yes' : 'NO'}`,
    );
    if (!same) over = true;
    await pgStore.close();
  } finally {
    for (const s of servers) await stopServer(s);
    stopPgCluster(cluster, pgDir);
    rmSync(dir, { recursive: true, force: true });
  }
  if (over) process.exitCode = 1;
}

await main();
