import { createRatePacer, realClock } from '@/lib/rate-pacer';
import { storedFamily, storedValue } from '@/lib/stored-value';
import { trackRequest, trackRetry } from './service-waits';

/**
 * The transport's sending step (client.ts): every request paced under the rate the service
 * behind the base URL has shown it takes (one pacer for the whole desk, so the pulse, facets,
 * share of voice and spike explanations together stay under it), and a read refused with 429
 * sent again after the Retry-After it named, a bounded number of times, with jitter.
 */

/** Retries of a read the service refused with 429, at most; and the longest Retry-After waited for. */
export const MAX_READ_RETRIES = 4;
export const MAX_RETRY_AFTER_S = 60;

let key = '';
let pacer = createRatePacer();

/** The limit this tab learnt for each service (by base URL), so a reload keeps to it. */
const learntLimits = storedFamily('narrative-desk.rate-limit.', (storeKey) =>
  storedValue<number | undefined>(
    storeKey,
    undefined,
    (raw) => (Number.isInteger(raw) && (raw as number) > 0 ? (raw as number) : undefined),
    { area: 'session', what: "the service's rate limit" },
  ),
);

function storeLimit(limit: number | undefined): void {
  if (limit !== undefined) learntLimits(key).set(limit);
}

/** The service at `baseUrl` starts with what this tab learnt of it, else nothing. */
export function resetPacing(baseUrl = ''): void {
  key = baseUrl;
  pacer = createRatePacer({ limit: learntLimits(baseUrl).get() });
}

/** The rate learnt so far (requests per second), for tests and the docs' example. */
export const learntRateLimit = (): number | undefined => pacer.limit;

/** Retry-After is delta-seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(header: string | null, nowMs = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * How long to wait before retry `attempt` (0-based) of a refused read: the Retry-After the
 * service named (never less), else 1, 2, 4, 8 s; plus up to a quarter more at random, so the
 * reads refused together do not all come back in the same instant.
 */
export function retryDelayMs(attempt: number, retryAfter: number | undefined, random = Math.random): number {
  const floor = retryAfter !== undefined ? retryAfter * 1000 : Math.min(8000, 1000 * 2 ** attempt);
  return floor + Math.round(random() * Math.max(250, floor / 4));
}

/**
 * Sends one request (fetch's own failures pass through). A GET answered 429 is sent again while
 * the analyst is told "the service is busy, retrying in N s" (service-waits.ts), unless it was
 * retried MAX_READ_RETRIES times or the service asks for more than MAX_RETRY_AFTER_S: then the
 * 429 is the answer. Writes are never repeated here (their callers decide).
 */
export async function sendPaced(url: string, init: RequestInit): Promise<Response> {
  const signal = init.signal ?? undefined;
  for (let attempt = 0; ; attempt++) {
    // Synchronously when nothing holds it back: callers count on the request being out at once.
    const start = pacer.tryAcquire() ?? (await pacer.acquire(signal));
    const answered = trackRequest();
    let res: Response;
    try {
      res = await fetch(url, init);
    } finally {
      answered();
    }
    if (res.status !== 429) return res;
    const retryAfter = parseRetryAfter(res.headers.get('Retry-After'));
    // A wait beyond a minute is not waited for (the page names it); a shorter one holds every request.
    const waitable = (retryAfter ?? 0) <= MAX_RETRY_AFTER_S;
    pacer.refused(start, retryAfter !== undefined && waitable ? retryAfter * 1000 : undefined);
    storeLimit(pacer.limit);
    const isRead = (init.method ?? 'GET') === 'GET';
    if (!isRead || attempt >= MAX_READ_RETRIES || !waitable) return res;
    await res.body?.cancel().catch(() => undefined);
    const delay = retryDelayMs(attempt, retryAfter);
    const retried = trackRetry(Date.now() + delay);
    try {
      await realClock.sleep(delay, signal);
    } finally {
      retried();
    }
  }
}
