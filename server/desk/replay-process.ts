import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The replay upstream (e2e/replay-upstream.ts), the stand-in for the real service, on a free port. */
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Replay {
  url: string;
  /** A token the replay issues for `username` (modes after `+`, e2e/replay-modes.ts). */
  tokenFor: (username: string) => Promise<string>;
  /** How many times the replay answered GET /workspaces to `username`'s session. */
  workspaceCalls: (username: string) => Promise<number>;
  stop: () => Promise<void>;
}

export function startReplay(): Promise<Replay> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'e2e/replay-upstream.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the replay did not start: ${out}`)), 60_000);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`the replay exited with ${code}: ${out}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /replay upstream on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        tokenFor: async (username) => {
          const res = await fetch(`${url}/access/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username, password: 'x', client_id: 'dashboard' }),
          });
          return ((await res.json()) as { Token: string }).Token;
        },
        workspaceCalls: async (username) => {
          const res = await fetch(`${url}/__replay/log?user=${encodeURIComponent(username)}`);
          const log = (await res.json()) as { method: string; path: string }[];
          return log.filter((l) => l.method === 'GET' && l.path === '/workspaces').length;
        },
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
