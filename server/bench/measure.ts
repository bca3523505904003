import { performance } from 'node:perf_hooks';

export interface Timing {
  p50: number;
  p95: number;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50/p95 of `runs` sequential calls after `warmups` untimed ones; `run(i)` may vary its request. */
export async function measure(
  runs: number,
  run: (i: number) => Promise<unknown>,
  warmups = 3,
): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await run(-1 - i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

export const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
