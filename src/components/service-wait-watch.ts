import { serviceWaits, subscribeServiceWaits } from '@/api/service-waits';

/** After this long without an answer, the analyst is told the desk is still waiting. */
export const SLOW_ANSWER_MS = 5000;

let watching = false;
let timer: ReturnType<typeof setInterval> | undefined;
let noteShown = false;

/**
 * Keeps the analyst's page and says what it waits for (service-wait-note.tsx, loaded the first
 * time it is needed): "the service is busy, retrying in N s" while refused reads wait for their
 * Retry-After, "still waiting for the service (N s)" while an answer is slow. Ticks once a second
 * while there is anything to say, and stops when there is not.
 */
export function watchServiceWaits(): void {
  if (watching) return;
  watching = true;
  const tick = () => {
    const waits = serviceWaits();
    const idle = waits.busyUntil === null && waits.oldestSentAt === null;
    if (idle && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    } else if (!idle && timer === undefined) {
      timer = setInterval(tick, 1000);
    }
    const now = Date.now();
    const slow = waits.oldestSentAt !== null && now - waits.oldestSentAt >= SLOW_ANSWER_MS;
    if (waits.busyUntil !== null || slow || noteShown)
      void import('./service-wait-note').then((m) => (noteShown = m.showServiceWait(waits, now)));
  };
  subscribeServiceWaits(tick);
}
