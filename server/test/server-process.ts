import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoToken } from '../../scripts/bench-support';
import { SERVER_START_MS, TEST_READ_BUDGET_MS } from './budgets';

/** Helpers for tests that run the real server process, as `npm start` does (crash, migrations). */
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process printed so far. */
  output: () => string;
}

/** Starts `server/main.ts` on a free port over `dbPath`; resolves once it listens. */
export function startServer(dbPath: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  // `node --import tsx` runs the server in this one process (the tsx CLI would fork a child that
  // a SIGKILL of the parent leaves running).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DB_PATH: dbPath,
      // Beside the test's database, never the repository's data/desk.db.
      DESK_DB_PATH: join(dbPath, '..', 'desk.db'),
      PORT: '0',
      DEMO_MENTIONS: '300',
      STATIC_DIR: join(dbPath, '..', 'no-dashboard'),
      LOG_LEVEL: 'error',
      // The default 10 s budget answers 503 on a busy machine (reads took 10 s at load 20).
      READ_BUDGET_MS: String(TEST_READ_BUDGET_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), SERVER_START_MS);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Narrative Desk at (http:\/\/[^/\s]+)\//.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: m[1], output: () => out });
      }
    });
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

/** A bearer header for a seeded user (the password is the user name). */
export const signInAs = async (base: string, user = 'demo') => `Bearer ${await demoToken(base, user)}`;

/** Stops a server with SIGTERM and waits for it to exit. */
export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}
