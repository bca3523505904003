import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the desk's tests and benchmark: initdb in a directory of its
 * own, listening on 127.0.0.1 only (no Unix socket), trust authentication, stopped and removed by
 * `stop`. PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` user the
 * Debian package creates.
 */
export interface PgCluster {
  /** Admin URL (user postgres, database postgres). */
  url: string;
  dataDir: string;
  binDir: string;
}

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin holding initdb. */
export function findPgBin(): string | undefined {
  if (process.env.PG_BIN)
    return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

const isRoot = () => process.getuid?.() === 0;

function run(bin: string, args: string[]): void {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`${bin.split('/').pop()} failed: ${stderr || (err as Error).message}`, { cause: err });
  }
}

export interface ClusterOptions {
  /** fsync off: for tests, whose cluster dies with them (the benchmark keeps it on). */
  durable?: boolean;
}

/**
 * Creates and starts a cluster under `dir` (created; removed by stopPgCluster). As root, `dir`'s
 * parents must be open to the postgres user (a mkdtemp directory of root's is not).
 */
export async function startPgCluster(dir: string, opts: ClusterOptions = {}): Promise<PgCluster> {
  const binDir = findPgBin();
  if (!binDir)
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/initdb; set PG_BIN, or install the Debian package postgresql as .ci/run does)',
    );
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chownSync(dataDir, uid, gid);
  }
  run(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    "-c unix_socket_directories=''",
    '-c max_connections=200',
    ...(opts.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  run(join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    settings,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    '-t',
    '120',
    'start',
  ]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, binDir };
}

/** Stops a cluster (fast shutdown) and removes its directory. */
export function stopPgCluster(cluster: Pick<PgCluster, 'dataDir' | 'binDir'>, dir: string): void {
  try {
    run(join(cluster.binDir, 'pg_ctl'), ['-D', cluster.dataDir, '-m', 'fast', '-w', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
