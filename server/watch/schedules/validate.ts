import { ScheduleInputSchema, WATCH_LIMITS, type ScheduleInput } from '../../../src/api/schemas/alerts';
import { deskError } from '../../desk/errors';
import { parseWith } from '../../http/validate';

type WatchLimit = keyof typeof WATCH_LIMITS;

/** A refusal naming the watch's limit: `param` is its WATCH_LIMITS key (409 for counts, 413 for sizes). */
export function overWatchLimit(limit: WatchLimit, what: string, actual: number, status = 413) {
  return deskError(
    status,
    'limit',
    `${what} (${actual}) exceeds the watch's limit ${limit} = ${WATCH_LIMITS[limit]}`,
    limit,
  );
}

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A schedule as sent: the named limits first, then the contract's schema, then a real IANA zone. */
export function parseScheduleInput(raw: unknown): ScheduleInput {
  if (typeof raw === 'object' && raw !== null) {
    const { title, recipients } = raw as { title?: unknown; recipients?: unknown };
    if (typeof title === 'string' && title.trim().length > WATCH_LIMITS.titleChars)
      throw overWatchLimit('titleChars', 'the title length', title.trim().length);
    if (Array.isArray(recipients) && recipients.length > WATCH_LIMITS.recipientsPerRule)
      throw overWatchLimit('recipientsPerRule', 'the number of recipients', recipients.length);
  }
  const input = parseWith(ScheduleInputSchema, raw, 'body');
  if (!isZone(input.zone))
    throw deskError(400, 'invalid_body', `zone "${input.zone}" is not an IANA time zone`, 'zone');
  return { ...input, recipients: [...new Set(input.recipients.map((r) => r.toLowerCase()))] };
}
