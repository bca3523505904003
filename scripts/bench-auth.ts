/**
 * `npm run bench:auth [-- --seconds N] [-- --port P]`
 *
 * Sign-in bursts against a signed-in user's reads: a client reads `GET /api/workspaces` back to
 * back while waves of 100 concurrent wrong sign-ins with made-up names arrive, one wave as soon as
 * the last is answered. Three phases of N seconds (default 10): no burst (the baseline); the
 * burst from one address; and the burst from 100 addresses (each wave's sign-ins carry their own
 * X-Forwarded-For, the server trusting 127.0.0.1 as its proxy), which fills the hashing lane.
 * Prints the reads' p50/p95/max and how the sign-ins were answered. Target: reads p95 ≤ 100 ms.
 * Starts its own server (TRUST_PROXY=127.0.0.1) on a fresh 5,000-mention database.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { demoToken, percentile, startReferenceServer } from './bench-support';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const SECONDS = Number(option('seconds', '10'));
const PORT = Number(option('port', '8820'));
const BURST = 100;
const TARGET_P95_MS = 100;

async function readLoop(base: string, token: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const t = performance.now();
    const res = await fetch(`${base}/api/workspaces`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`read answered ${res.status}`);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** Waves of BURST concurrent wrong sign-ins until `until()`; the answers counted by status. */
async function burstLoop(
  base: string,
  spread: boolean,
  until: () => boolean,
): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let wave = 0;
  while (!until()) {
    wave++;
    await Promise.all(
      Array.from({ length: BURST }, async (_, i) => {
        const res = await fetch(`${base}/api/access/token`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(spread ? { 'x-forwarded-for': `10.${wave % 250}.${Math.floor(i / 250)}.${i % 250}` } : {}),
          },
          body: JSON.stringify({
            username: `made-up-${wave}-${i}`,
            password: 'wrong',
            client_id: 'dashboard',
          }),
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }),
    );
  }
  return statuses;
}

async function phase(base: string, token: string, burst: 'none' | 'one address' | '100 addresses') {
  const end = performance.now() + SECONDS * 1000;
  const until = () => performance.now() >= end;
  const [times, statuses] = await Promise.all([
    readLoop(base, token, until),
    burst === 'none' ? Promise.resolve({}) : burstLoop(base, burst === '100 addresses', until),
  ]);
  const p95 = percentile(times, 95);
  const signIns = Object.entries(statuses)
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');
  console.log(
    `${`burst: ${burst}`.padEnd(24)} reads ${String(times.length).padStart(5)}  p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${times.at(-1)!.toFixed(1).padStart(7)} ms  ${p95 <= TARGET_P95_MS ? 'ok' : 'OVER'}${signIns ? `  sign-ins: ${signIns}` : ''}`,
  );
  return p95;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'nd-bench-auth-'));
  // No dashboard is measured, but the server is known to be up when it serves a page at `/`.
  const staticDir = join(dir, 'dashboard');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const server = await startReferenceServer({
    port: PORT,
    dbPath: join(dir, 'auth.db'),
    staticDir,
    env: { DEMO_MENTIONS: '5000', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await demoToken(base);
    console.log(
      `bench:auth — ${BURST} concurrent wrong sign-ins per wave, ${SECONDS} s per phase, target reads p95 ≤ ${TARGET_P95_MS} ms`,
    );
    const p95s = [];
    for (const burst of ['none', 'one address', '100 addresses'] as const)
      p95s.push(await phase(base, token, burst));
    const health = (await (await fetch(`${base}/health`)).json()) as { sign_ins_pending: number };
    console.log(`after: ${health.sign_ins_pending} sign-ins still pending`);
    if (Math.max(...p95s) > TARGET_P95_MS) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
