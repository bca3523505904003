/**
 * The bench over HTTP (`npm run bench:server`, the default; `--inject` measures in process):
 * the reference server as its own process (`node --import tsx server/main.ts`, as `npm run
 * serve`) on 127.0.0.1, asked over kept-alive sockets with `Accept-Encoding: br, gzip` as a browser
 * asks, and that process's memory and main-thread CPU read from /proc (Linux).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startServer, stopServer, type ServerProcess } from '../test/server-process';

export type Ask = (url: string) => Promise<void>;

export interface BenchServer {
  server: ServerProcess;
  base: string;
  pid: number;
  /** From spawn to listening (ms). */
  startMs: number;
  stop: () => Promise<void>;
}

export async function startBenchServer(dbPath: string, port: number, env: Record<string, string> = {}) {
  const started = performance.now();
  const server = await startServer(dbPath, { PORT: String(port), ...env });
  const startMs = performance.now() - started;
  // A bench that fails midway (a 503 under load) must not leave its server running.
  const kill = () => server.child.kill('SIGKILL');
  process.once('exit', kill);
  return {
    server,
    base: server.base,
    pid: server.child.pid!,
    startMs,
    stop: async () => {
      process.off('exit', kill);
      await stopServer(server);
    },
  } satisfies BenchServer;
}

/** The control beside the server (server/bench/waiting-server.ts), in its own process as the server is. */
export interface WaitingRoute {
  /** Main-thread CPU (ms) per request of the route waiting `waitMs`, asked `count` times by one client. */
  cpuPerRequest(waitMs: number, count: number): Promise<number>;
  stop(): Promise<void>;
}

export async function startWaitingRoute(): Promise<WaitingRoute> {
  const script = fileURLToPath(new URL('./waiting-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /waiting route at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the waiting route exited with ${code}: ${out}`)));
  });
  const ask = httpAsker(base, '');
  const pid = child.pid!;
  await askFromClients(ask, (i) => `/wait/${i % 8}`, 1, 400); // warm, as the server is
  return {
    cpuPerRequest: (waitMs, count) =>
      mainThreadPerRequest(pid, ask, () => `/wait/${Math.round(waitMs)}`, 1, count),
    stop: async () => {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * GETs `url` on `base` with the token over kept-alive `node:http` sockets, reading the whole body
 * as sent (compressed; the bench measures the server, not the client's decompression); any status
 * but 200 throws. Not `fetch`: its client cost 1.2–3.0 ms of CPU per request against a 10 ms read
 * at 5M, a third of a core with ten clients, on the two cores the server has (issue 38).
 */
export function httpAsker(base: string, authorization: string): Ask {
  const agent = new Agent({ keepAlive: true });
  const { hostname, port } = new URL(base);
  const headers = { authorization, 'accept-encoding': 'br, gzip' };
  return (url) =>
    new Promise<void>((resolve, reject) => {
      const req = request({ hostname, port, path: url, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode === 200) return resolve();
          const body = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const text =
            encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          reject(new Error(`${url}: ${res.statusCode} ${text.toString().slice(0, 300)}`));
        });
      });
      req.on('error', reject);
      req.end();
    });
}

/** Waits until the server's read threads have warmed their columns (GET /health); the wait in ms. */
export async function waitForWarmColumns(base: string, limitMs = 15 * 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const health = (await (await fetch(`${base}/health`)).json()) as { columns_warming?: boolean };
    if (!health.columns_warming) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`columns still warming after ${limitMs} ms`);
}

/** Resident memory of a process now and at its peak (MB), from /proc/<pid>/status. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * CPU time (ms) the process's main thread (its tid is the pid) has spent running, from the
 * scheduler's own count in nanoseconds (/proc/<pid>/task/<pid>/schedstat). The stat file's
 * utime + stime count 10 ms ticks, which over a case's few dozen requests made each figure
 * ± 0.22 ms, the size of the differences the bench is there to show.
 */
export function mainThreadCpuMs(pid: number): number {
  return threadCpuMs(pid, pid);
}

function threadCpuMs(pid: number, tid: number | string): number {
  const [runNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ');
  return Number(runNs) / 1e6;
}

/** CPU time (ms) all of the process's threads have spent running (main, read threads, V8's and libuv's). */
export function processCpuMs(pid: number): number {
  let ms = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ms += threadCpuMs(pid, tid);
    } catch {
      // The thread ended between the listing and the read: its time is no longer counted anywhere.
    }
  }
  return ms;
}

/** `count` requests of `url(i)` from `clients` clients at once, each pausing `pauseMs` after each answer. */
export async function askFromClients(
  ask: Ask,
  url: (i: number) => string,
  clients: number,
  count: number,
  pauseMs = 0,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < count) {
        await ask(url(next++));
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
}

/**
 * The main thread's CPU per request (ms) over `askFromClients`' requests. One client leaves the
 * thread asleep while a read runs, and on this machine a thread woken from sleep spends several
 * times the CPU on the same work (GET /health: 0.09–0.29 ms back to back, 0.53–0.92 ms one every
 * 15 ms, issue 38): the bench asks the waiting route (server/bench/waiting-server.ts) the same way
 * for that part. Ten clients keep the thread busy, as load does, and measure the work itself.
 */
export async function mainThreadPerRequest(
  pid: number,
  ask: Ask,
  url: (i: number) => string,
  clients: number,
  count: number,
  pauseMs = 0,
): Promise<number> {
  const before = mainThreadCpuMs(pid);
  await askFromClients(ask, url, clients, count, pauseMs);
  return (mainThreadCpuMs(pid) - before) / count;
}
