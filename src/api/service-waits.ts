/**
 * What the analyst is waiting on, for the "the service is busy" and "still waiting for the
 * service" notes (components/service-wait-watch.ts): reads held back by the service's rate limit
 * (until when), and requests sent and not yet answered (since when). The transport records both;
 * nothing here sends anything.
 */
export interface ServiceWaits {
  /** Epoch ms when the next retry of a refused (429) read is due, or null. */
  busyUntil: number | null;
  /** Epoch ms when the oldest unanswered request was sent, or null. */
  oldestSentAt: number | null;
}

const sent = new Map<number, number>();
let nextId = 0;
const retries = new Map<number, number>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** A request is on its way; call the returned function when it is answered (or failed). */
export function trackRequest(now = Date.now()): () => void {
  const id = nextId++;
  sent.set(id, now);
  notify();
  return () => {
    sent.delete(id);
    notify();
  };
}

/** A refused read will be retried at `at`; call the returned function when it is sent again (or given up). */
export function trackRetry(at: number): () => void {
  const id = nextId++;
  retries.set(id, at);
  notify();
  return () => {
    retries.delete(id);
    notify();
  };
}

export function serviceWaits(): ServiceWaits {
  const min = (values: Iterable<number>) => {
    let m: number | null = null;
    for (const v of values) m = m === null ? v : Math.min(m, v);
    return m;
  };
  // The soonest retry is what "retrying in N s" counts down to.
  return { busyUntil: min(retries.values()), oldestSentAt: min(sent.values()) };
}

export function subscribeServiceWaits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
