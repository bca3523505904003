import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_START_MS } from './budgets';
import { signInAs, startServer, type ServerProcess } from './server-process';

/**
 * Crash safety: the real server process is SIGKILLed during a stream of writes; after a restart
 * every acknowledged write is there (folders at once, queued pushes once the worker catches up)
 * and the database passes integrity_check.
 */
const dir = mkdtempSync(join(tmpdir(), 'nd-crash-'));
const dbPath = join(dir, 'crash.db');
const servers: ServerProcess[] = [];

async function start(): Promise<ServerProcess> {
  const server = await startServer(dbPath);
  servers.push(server);
  return server;
}

afterAll(() => {
  for (const { child: c } of servers) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it(
    'keeps every acknowledged write across a SIGKILL',
    async () => {
      const first = await start();
      const auth = await signInAs(first.base);
      const headers = { authorization: auth, 'content-type': 'application/json' };
      const channel = (
        (await (await fetch(`${first.base}/api/customChannels`, { headers })).json()) as { id: string }[]
      )[0]!.id;
      const folders = new Map<number, string>();
      const pushed: string[] = [];
      let n = 0;
      let killed = false;
      const writer = async () => {
        while (!killed) {
          const i = n++;
          try {
            if (i % 10 === 9) {
              const url = `https://crash.example/${i}`;
              const body = {
                mentions: [{ title: `Crash probe ${i}`, url, published: '2026-11-19T00:00:00Z' }],
              };
              const res = await fetch(`${first.base}/api/customChannels/${channel}/mentions`, {
                method: 'POST',
                headers,
                body: JSON.stringify(body),
              });
              if (res.status === 202) pushed.push(url);
            } else {
              const res = await fetch(`${first.base}/api/folders`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ title: `crash ${i}` }),
              });
              if (res.status === 201) {
                const f = (await res.json()) as { id: number; title: string };
                folders.set(f.id, f.title);
              }
            }
          } catch {
            // The connection died with the process: this write was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (folders.size < 150) await new Promise((r) => setTimeout(r, 20));
      const exited = new Promise((r) => first.child.once('exit', r));
      first.child.kill('SIGKILL');
      killed = true;
      await Promise.all([...writers, exited]);
      // Really gone: nothing answers on the old port any more.
      await expect(fetch(`${first.base}/api/channels`)).rejects.toThrow();

      const second = await start();
      const listed = (await (
        await fetch(`${second.base}/api/folders`, { headers: { authorization: await signInAs(second.base) } })
      ).json()) as {
        id: number;
        title: string;
      }[];
      const byId = new Map(listed.map((f) => [f.id, f.title]));
      for (const [id, title] of folders) expect(byId.get(id)).toBe(title);
      expect(pushed.length).toBeGreaterThan(5);

      // Queued pushes survive in write_queue and are processed by the restarted worker.
      const reader = new Database(dbPath, { readonly: true });
      const found = () =>
        pushed.filter((url) => reader.prepare('SELECT 1 FROM mentions WHERE url = ?').get(url)).length;
      for (let waited = 0; found() < pushed.length && waited < 15_000; waited += 100)
        await new Promise((r) => setTimeout(r, 100));
      expect(found()).toBe(pushed.length);
      reader.close();

      const stopped = new Promise((r) => second.child.once('exit', r));
      second.child.kill('SIGTERM');
      await stopped;
      const check = new Database(dbPath);
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      check.close();
      // Two start-ups on a busy machine: each may take SERVER_START_MS.
    },
    3 * SERVER_START_MS,
  );
});
