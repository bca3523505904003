/**
 * At most `limit` tasks in flight; waiting tasks start by priority (lower first), then in the
 * order they were asked. A page asking many workspaces' figures at once queues them here so the
 * service sees a bounded number of requests, and the figures each row shows first go first.
 * (p-limit has no priorities and no abort of queued tasks: 40 lines of our own instead.)
 */
export interface Limiter {
  run<T>(task: () => Promise<T>, options?: { priority?: number; signal?: AbortSignal }): Promise<T>;
  /** Tasks running now (for tests and a progress note). */
  readonly active: number;
  readonly waiting: number;
}

type Waiting = { priority: number; seq: number; start: () => void };

export function createLimiter(limit: number): Limiter {
  let active = 0;
  let seq = 0;
  const queue: Waiting[] = [];
  const next = () => {
    while (active < limit && queue.length > 0) {
      queue.sort((a, b) => a.priority - b.priority || a.seq - b.seq);
      (queue.shift() as Waiting).start();
    }
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    run(task, { priority = 0, signal } = {}) {
      return new Promise((resolve, reject) => {
        const entry: Waiting = {
          priority,
          seq: seq++,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            active++;
            task()
              .then(resolve, reject)
              .finally(() => {
                active--;
                next();
              });
          },
        };
        // A task cancelled while still waiting leaves the queue without ever being sent.
        function onAbort() {
          const i = queue.indexOf(entry);
          if (i >= 0) queue.splice(i, 1);
          reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        }
        if (signal?.aborted) return onAbort();
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(entry);
        next();
      });
    },
  };
}
