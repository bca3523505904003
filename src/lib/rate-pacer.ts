// The transport's pacer, apart from the pulse's limiter: every page loads the transport, so it
// carries only this.
/**
 * Paces request starts under a rate the service has shown it enforces: until a refusal (429) is
 * learnt, nothing waits; after one, at most `limit` requests start in any rolling `windowMs`, and
 * nothing starts before a Retry-After the service named. Shared by every read of the desk (the
 * transport), so the pulse, the facets, share of voice and spike explanations together stay under
 * the limit instead of each counting on its own.
 */
export interface RatePacer {
  /** Resolves when a request may start (counting it), or rejects when `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<PacedStart>;
  /** The start now when nothing holds it back (so a request goes out synchronously), else null. */
  tryAcquire(): PacedStart | null;
  /**
   * A request started at `startedAt` was refused: the limit becomes the starts in the window up
   * to it, less one (never below 1), learnt at most once per window; `retryAfterMs` pauses all.
   */
  refused(start: PacedStart, retryAfterMs?: number): void;
  /** Requests per window learnt so far (undefined: none refused yet). */
  readonly limit: number | undefined;
  /** Epoch ms before which nothing starts (a Retry-After), or 0. */
  readonly pausedUntil: number;
}

/** When a request started, and its place among the starts (several may share a millisecond). */
export interface PacedStart {
  at: number;
  seq: number;
}

export interface PacerClock {
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const realClock: PacerClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      const timer = setTimeout(done, ms);
      function done() {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }
      function onAbort() {
        clearTimeout(timer);
        reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
      }
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

export function createRatePacer({
  windowMs = 1000,
  clock = realClock,
  limit: learnt,
}: { windowMs?: number; clock?: PacerClock; limit?: number } = {}): RatePacer {
  let starts: PacedStart[] = [];
  let seq = 0;
  let limit: number | undefined = learnt;
  let learntAt = -Infinity;
  let pausedUntil = 0;
  /** How long a start at `t` must wait: for a Retry-After, or for the window to make room. */
  const waitAt = (t: number): number => {
    // Kept a little longer than a window: a refusal counts the starts before its own.
    starts = starts.filter((s) => s.at > t - 4 * windowMs);
    if (t < pausedUntil) return pausedUntil - t;
    const recent = starts.filter((s) => s.at > t - windowMs);
    if (limit === undefined || recent.length < limit) return 0;
    return (recent[recent.length - limit] as PacedStart).at + windowMs - t;
  };
  const take = (t: number): PacedStart => {
    const start = { at: t, seq: seq++ };
    starts.push(start);
    return start;
  };
  return {
    get limit() {
      return limit;
    },
    get pausedUntil() {
      return pausedUntil;
    },
    tryAcquire() {
      const t = clock.now();
      return waitAt(t) <= 0 ? take(t) : null;
    },
    async acquire(signal) {
      for (;;) {
        const t = clock.now();
        const wait = waitAt(t);
        if (wait <= 0) return take(t);
        await clock.sleep(wait, signal);
      }
    },
    refused(start, retryAfterMs) {
      const t = clock.now();
      if (retryAfterMs !== undefined) pausedUntil = Math.max(pausedUntil, t + retryAfterMs);
      if (t - learntAt < windowMs) return;
      learntAt = t;
      const sent = starts.filter((s) => s.seq <= start.seq && s.at > start.at - windowMs).length;
      limit = Math.max(1, Math.min(limit ?? Infinity, sent - 1));
    },
  };
}
