/**
 * Reads a scope's mentions page by page: at most `cap` of them (so at most cap / pageSize calls,
 * said before a large scope starts), `concurrency` calls at a time, each page turned into compact
 * posts at once so the full mentions are never held. A rate-limited page (429) waits its
 * Retry-After and is asked again; a page that keeps failing is skipped and counted, never the
 * whole sweep. Pure: the fetch and the sleep are injected.
 */

export interface SweepPage<T> {
  items: T[];
  /** Items the service sent (some may not have been readable). */
  received: number;
}

export interface SweepProgress {
  done: number;
  calls: number;
  plannedCalls: number;
  failedPages: number;
  /** Epoch ms until which a rate limit holds the sweep, if it does. */
  waitingUntil?: number;
}

export interface SweepOptions<T> {
  fetchPage: (offset: number, signal: AbortSignal) => Promise<SweepPage<T>>;
  /** The scope's size, when known (the count call): the plan stops there. */
  total: number;
  cap: number;
  pageSize: number;
  concurrency?: number;
  signal: AbortSignal;
  onProgress?: (p: SweepProgress) => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export interface SweepResult<T> {
  items: T[];
  calls: number;
  failedPages: number;
  /** The scope held more than the cap. */
  capped: boolean;
}

const RETRIES = 4;

export const plannedCalls = (total: number, cap: number, pageSize: number) =>
  Math.ceil(Math.min(total, cap) / pageSize);

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const statusOf = (e: unknown) => (e as { status?: number })?.status;
const retryAfterOf = (e: unknown) => (e as { retryAfter?: number })?.retryAfter;

export async function sweep<T>(o: SweepOptions<T>): Promise<SweepResult<T>> {
  const sleep = o.sleep ?? defaultSleep;
  const now = o.now ?? Date.now;
  const planned = plannedCalls(o.total, o.cap, o.pageSize);
  const pages: T[][] = new Array(planned);
  const progress: SweepProgress = { done: 0, calls: 0, plannedCalls: planned, failedPages: 0 };
  let next = 0;
  let ended = false;

  async function readPage(index: number): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      o.signal.throwIfAborted();
      try {
        progress.calls++;
        const page = await o.fetchPage(index * o.pageSize, o.signal);
        pages[index] = page.items;
        progress.done += page.items.length;
        if (page.received < o.pageSize) ended = true;
        return;
      } catch (e) {
        if (o.signal.aborted) throw e;
        const status = statusOf(e);
        if (attempt >= RETRIES || (status !== undefined && status !== 429 && status < 500)) {
          progress.failedPages++;
          return;
        }
        const wait = status === 429 ? (retryAfterOf(e) ?? 2) * 1000 : 500 * 2 ** attempt;
        progress.waitingUntil = now() + wait;
        o.onProgress?.({ ...progress });
        await sleep(wait, o.signal);
        progress.waitingUntil = undefined;
      } finally {
        o.onProgress?.({ ...progress });
      }
    }
  }

  async function lane(): Promise<void> {
    while (!ended && next < planned) await readPage(next++);
  }
  await Promise.all(Array.from({ length: Math.max(1, o.concurrency ?? 2) }, lane));
  return {
    items: pages.flatMap((p) => p ?? []),
    calls: progress.calls,
    failedPages: progress.failedPages,
    capped: o.total > o.cap,
  };
}
