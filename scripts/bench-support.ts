/**
 * What the bench scripts share: the reference server they measure, a demo user's token, the
 * session the dashboard reads, and nearest-rank percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import type { Page } from '@playwright/test';

/** Nearest-rank percentile of an ascending list (p50 of 4 values is the 2nd). */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * Starts the reference server on 127.0.0.1:`port` over `dbPath`, serving the dashboard build in
 * `staticDir`, and resolves once it answers. A port that already answers is refused: measuring
 * someone else's server (another build, another DB) would be meaningless.
 */
export async function startReferenceServer({
  port,
  dbPath,
  staticDir,
  env = {},
}: {
  port: number;
  dbPath: string;
  staticDir: string;
  /** More settings, e.g. UPSTREAM_API and UPSTREAM_LATENCY_MS for a proxy. */
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
  if (await answers()) throw new Error(`port ${port} is busy: choose another`);
  const child = spawn(process.execPath, ['node_modules/.bin/tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DB_PATH: dbPath,
      STATIC_DIR: staticDir,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (await answers()) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`the reference server did not start on ${base}`);
}

/** A token for a seeded user (the demo users' password is their name). */
export async function demoToken(base: string, user = 'demo'): Promise<string> {
  const res = await fetch(`${base}/api/access/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: user, client_id: 'dashboard' }),
  });
  if (!res.ok) throw new Error(`sign-in as ${user}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { Token: string }).Token;
}

/** GET `path` under /api with the token; a non-2xx answer throws with its body. */
export async function apiGet<T>(base: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every page load of `page` starts signed in with `token`, as the dashboard keeps its session. */
export const signInPage = (page: Page, token: string) =>
  page.addInitScript(
    (t) => sessionStorage.setItem('narrative-desk.session', JSON.stringify({ token: t, baseUrl: '/api' })),
    token,
  );

/** The dashboard build to serve: `reuse` (a dist directory) when given, else a fresh build in a temp dir. */
export async function dashboardBuild(reuse: string | undefined, name: string): Promise<string> {
  if (reuse) return reuse;
  const dir = mkdtempSync(join(tmpdir(), `nd-bench-${name}-`));
  await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } });
  return dir;
}
