import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_START_MS } from '../test/budgets';
import { signInAs, startServer, type ServerProcess } from '../test/server-process';
import { freshPgDatabase } from './test-pg';
import { ENGINES } from './test-support';

/**
 * Nothing acknowledged is lost: the real server process is SIGKILLed while reports are being
 * saved (new ones and new versions of one); after a restart on the same store every acknowledged
 * creation is there, and the saved report is at the last acknowledged version or a later one
 * (a save the kill cut off before its answer may have committed; never an earlier one).
 */
const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const { child: c } of servers) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(ENGINES)('desk crash safety on %s', (engine) => {
  it(
    'keeps every acknowledged save across a kill -9',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nd-desk-crash-'));
      dirs.push(dir);
      const pgDb = engine === 'postgres' ? await freshPgDatabase() : undefined;
      const env: Record<string, string> = pgDb ? { DATABASE_URL: pgDb.url } : {};
      const start = async () => {
        const s = await startServer(join(dir, 'demo.db'), env);
        servers.push(s);
        return s;
      };
      try {
        const first = await start();
        const headers = { authorization: await signInAs(first.base), 'content-type': 'application/json' };
        const me = (await (await fetch(`${first.base}/desk/v1/me`, { headers })).json()) as {
          workspaceIds: number[];
        };
        const ws = me.workspaceIds.slice(0, 1);
        const post = (title: string) =>
          fetch(`${first.base}/desk/v1/artefacts`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              kind: 'report',
              title,
              workspaceIds: ws,
              visibility: 'team',
              body: { blocks: [{ type: 'text', text: title }] },
            }),
          });
        const report = (await (await post('Saved again and again')).json()) as {
          id: string;
          version: number;
        };
        const created = new Set<string>();
        let acked = report.version;
        let killed = false;
        const saver = async () => {
          for (let i = 0; !killed; i++) {
            try {
              const put = await fetch(`${first.base}/desk/v1/artefacts/${report.id}`, {
                method: 'PUT',
                headers: { ...headers, 'if-match': `"${acked}"` },
                body: JSON.stringify({
                  title: 'Saved again and again',
                  workspaceIds: ws,
                  visibility: 'team',
                  body: { blocks: [], n: acked + 1 },
                }),
              });
              if (put.status === 200) acked = ((await put.json()) as { version: number }).version;
              const res = await post(`Report ${i}`);
              if (res.status === 201) created.add(((await res.json()) as { id: string }).id);
            } catch {
              return; // the connection died with the server
            }
          }
        };
        const saving = saver();
        // Kill while saves are in flight, once a fair number were acknowledged (no fixed sleep).
        while (created.size < 40) await new Promise((r) => setTimeout(r, 20));
        first.child.kill('SIGKILL');
        killed = true;
        await saving;
        await new Promise((r) =>
          first.child.exitCode !== null || first.child.signalCode !== null
            ? r(null)
            : first.child.once('exit', r),
        );

        const second = await start();
        const h2 = { authorization: await signInAs(second.base) };
        const items = (
          (await (await fetch(`${second.base}/desk/v1/artefacts?kind=report`, { headers: h2 })).json()) as {
            items: { id: string }[];
          }
        ).items;
        const ids = new Set(items.map((i) => i.id));
        const lost = [...created].filter((id) => !ids.has(id));
        expect(lost).toEqual([]);
        const saved = (await (
          await fetch(`${second.base}/desk/v1/artefacts/${report.id}`, { headers: h2 })
        ).json()) as { version: number; body: { n?: number } };
        expect(acked).toBeGreaterThan(20);
        expect(saved.version).toBeGreaterThanOrEqual(acked);
        if (saved.version > 1) expect(saved.body.n).toBe(saved.version);
        second.child.kill('SIGTERM');
        await new Promise((r) => second.child.once('exit', r));
      } finally {
        await pgDb?.drop();
      }
      // Two start-ups on a busy machine: each may take SERVER_START_MS.
    },
    3 * SERVER_START_MS,
  );
});
