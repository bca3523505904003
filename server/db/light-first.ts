/**
 * Cooperative priority for cheap reads. The read pool (server/reads/pool.ts) counts the light
 * reads running in a shared Int32Array; a heavy read, at the yield points of its long loops over
 * a window's rows (server/db/columns.ts), pauses while that count is above zero, a
 * few milliseconds at most per point, so a page of mentions gets a core at once instead of
 * sharing two cores with three heavy threads (issue 38: a cheap page behind ten heavy clients,
 * 29 ms p95 at 1M where it takes 10 alone). Operating-system priorities would do the same, but
 * would also starve the heavy reads behind any other process on a busy machine; this pause is
 * bounded and only ever waits for our own light reads.
 *
 * Outside a pool (tests, the in-process reads) nothing is listening and a yield point is a no-op;
 * a heavy thread running a light read (borrowed) does not pause for itself.
 */
let running: Int32Array | undefined;
let polite = false;

/** The pool's count of light reads running (a read thread calls this once). */
export function listenForLightReads(count: Int32Array): void {
  running = count;
}

/** Whether the read this thread runs now gives way to light reads (heavy reads do). */
export function giveWayToLightReads(on: boolean): void {
  polite = on;
}

/** The longest a heavy read waits at one yield point. */
const LIMIT_MS = 8;

/** A yield point: while light reads run, waits for them to end (at most `limitMs`). */
export function yieldToLightReads(limitMs = LIMIT_MS): void {
  if (!polite || !running) return;
  const until = performance.now() + limitMs;
  for (let now = Atomics.load(running, 0); now > 0; now = Atomics.load(running, 0)) {
    const left = until - performance.now();
    if (left <= 0) return;
    // Woken when a light read ends (the pool notifies), else at the limit.
    Atomics.wait(running, 0, now, left);
  }
}

/** Rows between yield points in a loop: `if ((i & YIELD_EVERY) === 0) yieldToLightReads()`. */
export const YIELD_EVERY = 0xffff;

/** The light reads running now as this thread sees them (tests and diagnostics). */
export const lightReadsRunning = (): number => (running ? Atomics.load(running, 0) : 0);
