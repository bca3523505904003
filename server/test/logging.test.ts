import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Logging never blocks the server: with stdout on /dev/full (ENOSPC) or on a file past the
 * process's file-size limit (EFBIG), the real server process keeps answering, counts what it
 * dropped on GET /health, and shuts down cleanly. A database that cannot be written stops the
 * start at once, with a message and a non-zero exit.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nd-log-'));
const dbPath = join(dir, 'log.db');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  base: string;
  stderr: () => string;
}

/** Runs `server/main.ts` with stdout on `stdoutFd`, optionally under a file-size limit (bytes). */
async function start(stdoutFd: number, fsizeBytes?: number): Promise<Started> {
  const port = await freePort();
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const [cmd, ...args] = fsizeBytes ? ['prlimit', `--fsize=${fsizeBytes}`, '--', ...node] : node;
  const child = spawn(cmd!, args, {
    cwd: root,
    env: {
      ...process.env,
      DB_PATH: dbPath,
      PORT: String(port),
      DEMO_MENTIONS: '300',
      STATIC_DIR: join(dir, 'no-dashboard'),
      // Every request is logged: the failing stream is written to all the time.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', stdoutFd, 'pipe'],
  });
  children.push(child);
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${err}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, stderr: () => err };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer: ${err}`);
}

/** Signs in and reads a few times: each request is a log line the stream refuses. */
async function exercise(base: string): Promise<void> {
  const res = await fetch(`${base}/api/access/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo', client_id: 'dashboard' }),
  });
  expect(res.status).toBe(200);
  const { Token } = (await res.json()) as { Token: string };
  for (let i = 0; i < 5; i++) {
    const list = await fetch(`${base}/api/workspaces`, { headers: { authorization: `Bearer ${Token}` } });
    expect(list.status).toBe(200);
  }
}

async function health(base: string) {
  return (await (await fetch(`${base}/health`)).json()) as {
    log: { written: number; dropped: number; errors: number; lastError?: string };
  };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGTERM');
  return exited;
}

describe('a failing log stream', () => {
  it('stdout on /dev/full: the server starts, answers, and counts the dropped lines', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      const server = await start(full);
      await exercise(server.base);
      const { log } = await health(server.base);
      expect(log.dropped).toBeGreaterThan(5);
      expect(log.errors).toBeGreaterThan(0);
      expect(log.lastError).toBe('ENOSPC');
      expect(await stop(server.child)).toBe(0);
    } finally {
      closeSync(full);
    }
  });

  it('stdout on a file past the file-size limit (EFBIG): still answering, lines dropped', async () => {
    const logPath = join(dir, 'server.log');
    const limit = 1024 * 1024;
    writeFileSync(logPath, '');
    truncateSync(logPath, limit);
    const fd = openSync(logPath, 'a');
    try {
      const server = await start(fd, limit);
      await exercise(server.base);
      const { log } = await health(server.base);
      expect(log.lastError).toBe('EFBIG');
      expect(log.dropped).toBeGreaterThan(5);
      expect(statSync(logPath).size).toBe(limit);
      expect(await stop(server.child)).toBe(0);
    } finally {
      closeSync(fd);
    }
  });
});

describe('a database that cannot be written', () => {
  it('stops the start at once with a clear message and a non-zero exit', async () => {
    const notADir = join(dir, 'plain-file');
    writeFileSync(notADir, 'x');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, DB_PATH: join(notADir, 'x.db'), PORT: String(await freePort()) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    let err = '';
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
    expect(code).toBe(1);
    expect(err).toMatch(/^Cannot write the database .*plain-file\/x\.db: .*DB_PATH/m);
  });
});
