/**
 * How often to re-read a workspace whose narrative detection has not settled. The reference
 * server moves `new → processing → ready`; the real service may report `new` for good (even with
 * narratives) or statuses nobody documented (`active`), so polling backs off and then stops.
 */

/** Statuses that end detection: nothing to wait for. */
const SETTLED = new Set(['ready', 'failed']);
/** Statuses known to move on by themselves. */
const TRANSITIONAL = new Set(['new', 'processing']);

export const FIRST_POLL_MS = 5_000;
const MAX_POLL_MS = 60_000;

/** Answers read at the first pace before backing off, and the answer after which polling stops. */
const PLAN = {
  known: { steady: 12, stopAfter: 30 },
  unknown: { steady: 3, stopAfter: 7 },
};

/**
 * Milliseconds until the next read, or false to stop. `answers` counts the reads so far (the
 * query's dataUpdateCount). Known statuses: 5 s for a minute, then doubling up to 60 s, stopping
 * after about 20 minutes; unknown ones: three reads at 5 s, then doubling, stopping after seven.
 */
export function detectionPollDelay(status: string | undefined, answers: number): number | false {
  if (status === undefined || SETTLED.has(status)) return false;
  const plan = TRANSITIONAL.has(status) ? PLAN.known : PLAN.unknown;
  if (answers >= plan.stopAfter) return false;
  const backoffs = Math.max(0, answers - plan.steady);
  return Math.min(MAX_POLL_MS, FIRST_POLL_MS * 2 ** backoffs);
}

/** The statuses this dashboard knows; any other is "not known" (shown as sent, never waited on). */
export const KNOWN_DETECTION_STATUSES = new Set(['new', 'processing', 'ready', 'failed']);

/**
 * Whether features that need narratives (rising narratives, growth, spike drivers) read the
 * narrative list: always on `ready`, and on any service but the reference server whatever the
 * status says (the real service reports `new`, or statuses nobody documented such as `active`,
 * with narratives listed): they use the narratives that exist. The reference server lists none
 * before `ready`, so its `new`/`processing` workspaces are not asked.
 */
export function narrativesExpected(status: string | undefined, isReference: boolean): boolean {
  if (status === 'ready') return true;
  if (status === undefined) return false;
  return !isReference || !KNOWN_DETECTION_STATUSES.has(status);
}
