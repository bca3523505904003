/**
 * The bench's concurrency section (`npm run bench:server -- --concurrency`): throughput of one
 * client against ten concurrent clients asking for the same expensive read, and the latency of a
 * cheap mention page alone and while ten clients keep expensive reads running (the read pool's
 * light lane: server/reads/pool.ts); and, with the server in proxy mode in front of a far upstream
 * (every call held UPSTREAM_LATENCY_MS, as the real service is), one client against ten.
 */
import { performance } from 'node:perf_hooks';
import { askFromClients, processCpuMs, type Ask } from './http';
import { measure, ms } from './measure';

interface Throughput {
  /** Requests per second. */
  rate: number;
  /** Cores kept busy meanwhile by the server process (all its threads), when its pid is known. */
  serverCores?: number;
  /** Cores kept busy meanwhile by the bench's own process (the clients). */
  clientCores: number;
}

/** `clients` clients asking for `url`, `perClient` requests each: their rate and the cores they kept busy. */
async function throughput(
  ask: Ask,
  url: string,
  clients: number,
  perClient: number,
  pid?: number,
): Promise<Throughput> {
  const serverBefore = pid === undefined ? 0 : processCpuMs(pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await askFromClients(ask, () => url, clients, clients * perClient);
  const wallMs = performance.now() - started;
  const client = process.cpuUsage(clientBefore);
  return {
    rate: (clients * perClient) / (wallMs / 1000),
    serverCores: pid === undefined ? undefined : (processCpuMs(pid) - serverBefore) / wallMs,
    clientCores: (client.user + client.system) / 1000 / wallMs,
  };
}

const ROUNDS = 3;

export async function benchConcurrency(
  ask: Ask,
  expensive: string,
  cheap: (i: number) => string,
  runs: number,
  pid?: number,
): Promise<string[]> {
  // At least 200 requests per figure whatever --runs says: a p95 of 40 is the second-slowest
  // request, and swung between 13 and 31 ms from one run to the next on the same tree.
  const samples = Math.max(runs, 200);
  const perClient = Math.max(2, Math.round(samples / 10));
  // Every read thread answers a few times first: a thread's first read of a window fills its
  // cache, and each thread compiles its own code (V8's JIT is per isolate, and the heavy threads
  // share the requests), so a process fresh from its start ran the first rounds up to twice as
  // slow (the cheap page behind ten clients at 1M: 33 ms p95 in the first round, 14–17 ms from the
  // third).
  await throughput(ask, expensive, 10, 20);
  for (let i = 0; i < 50; i++) await ask(cheap(i));
  // One client and ten, alternately, ROUNDS times each: a single pass of a second or two swung
  // between 1.5× and 2.1× at 5M from one run to the next; the medians are reported. One client asks
  // `samples` times per pass and ten clients 5 × `samples` (with 200: 0.7 s at 1M, 4 s at 5M).
  const ones: Throughput[] = [];
  const tens: Throughput[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ones.push(await throughput(ask, expensive, 1, perClient * 10, pid));
    tens.push(await throughput(ask, expensive, 10, perClient * 5, pid));
  }
  const median = (xs: Throughput[]) => [...xs].sort((a, b) => a.rate - b.rate)[Math.floor(xs.length / 2)]!;
  const [one, ten] = [median(ones), median(tens)];
  const all = (xs: Throughput[]) => xs.map((x) => x.rate.toFixed(0)).join(', ');
  // How much of the machine each figure had: ten clients cannot get more than the cores the
  // server and the clients share (on the bench machine, the same two).
  const cores = (t: Throughput) =>
    `${t.serverCores === undefined ? '' : `server ${t.serverCores.toFixed(2)} cores, `}clients ${t.clientCores.toFixed(2)}`;
  const alone = await measure(samples, (i) => ask(cheap(i)));
  let busy = true;
  const load = Array.from({ length: 10 }, async () => {
    while (busy) await ask(expensive);
  });
  const behind = await measure(samples, (i) => ask(cheap(i)), 0);
  busy = false;
  await Promise.all(load);
  return [
    `| expensive read, 1 client (median of ${ROUNDS}: ${all(ones)}) | ${one.rate.toFixed(1)} req/s (${cores(one)}) |`,
    `| expensive read, 10 concurrent clients (median of ${ROUNDS}: ${all(tens)}) | ${ten.rate.toFixed(1)} req/s, ${(ten.rate / one.rate).toFixed(2)}× (${cores(ten)}) |`,
    `| cheap page alone | p50 ${ms(alone.p50)} ms, p95 ${ms(alone.p95)} ms |`,
    `| cheap page while 10 clients run expensive reads | p50 ${ms(behind.p50)} ms, p95 ${ms(behind.p95)} ms |`,
  ];
}

/**
 * Through the proxy the server waits on the network, not the CPU: one client gets one answer per
 * round trip, and ten clients should get close to ten times that (nothing serialises them).
 */
export async function benchProxyConcurrency(
  ask: Ask,
  read: string,
  latencyMs: number,
  runs: number,
): Promise<string[]> {
  const perClient = Math.max(2, Math.round(runs / 20));
  await throughput(ask, read, 10, 1);
  const { rate: one } = await throughput(ask, read, 1, perClient * 2);
  const { rate: ten } = await throughput(ask, read, 10, perClient);
  return [
    `| read through the proxy (upstream ${latencyMs} ms per call), 1 client | ${one.toFixed(1)} req/s |`,
    `| read through the proxy (upstream ${latencyMs} ms per call), 10 concurrent clients | ${ten.toFixed(1)} req/s (${(ten / one).toFixed(2)}×) |`,
  ];
}
