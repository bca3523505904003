import { WATCH_LIMITS } from '../../src/api/schemas/alerts';
import { deskError } from '../desk/errors';

export type WatchLimit = keyof typeof WATCH_LIMITS;

/** Counts (409) rather than sizes (413). */
const COUNT_LIMITS: readonly WatchLimit[] = ['rulesPerWorkspace', 'schedulesPerReport'];
const n = (v: number) => v.toLocaleString('en-US');

/** A refusal naming the watch's limit: `param` is its WATCH_LIMITS key, the message how far over. */
export function overWatchLimit(limit: WatchLimit, what: string, actual?: number) {
  const status = COUNT_LIMITS.includes(limit) ? 409 : 413;
  const told = actual === undefined ? '' : ` (${n(actual)})`;
  return deskError(
    status,
    'limit',
    `${what}${told} exceeds the watch's limit ${limit} = ${n(WATCH_LIMITS[limit])}`,
    limit,
  );
}

export const ruleNotFound = () => deskError(404, 'not_found', 'alert rule not found');
