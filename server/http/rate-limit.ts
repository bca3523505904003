import type { Db } from '../db/open';
import { countEnrichmentWrites, nthLatestWriteSince } from '../db/repositories/enrichment-values';
import { retryLater } from './errors';
import { DAY } from '../../src/lib/time-units';

export interface Limits {
  /** PUT /mentions/customEnrichments successful requests per rolling window (spec: 50 / 60 s). */
  perMinute: number;
  windowMs: number;
  /** … and per UTC day (spec: 50,000). */
  perDay: number;
}

export const SPEC_LIMITS: Limits = { perMinute: 50, windowMs: 60_000, perDay: 50_000 };

/**
 * Enforces the PUT /mentions/customEnrichments limits of a team: `perMinute` successful requests
 * in any rolling `windowMs`, and `perDay` per UTC day. Only successful (logged) requests count,
 * so the caller logs a request once it has been accepted.
 */
export function checkEnrichmentWriteLimits(db: Db, teamId: number, limits: Limits, nowMs: number): void {
  const dayStart = Math.floor(nowMs / DAY) * DAY;
  const today = countEnrichmentWrites(db, teamId, dayStart - 1).count;
  if (today >= limits.perDay) {
    const reset = dayStart + DAY;
    throw limited(
      `daily limit of ${limits.perDay} requests per UTC day reached; it resets at ${new Date(reset).toISOString()}`,
      reset - nowMs,
    );
  }
  const windowStart = nowMs - limits.windowMs;
  const inWindow = countEnrichmentWrites(db, teamId, windowStart).count;
  if (inWindow >= limits.perMinute) {
    // The window frees a slot when the perMinute-th most recent request leaves it.
    const pivot = nthLatestWriteSince(db, teamId, windowStart, limits.perMinute) ?? nowMs;
    const freeAt = pivot + limits.windowMs;
    throw limited(
      `rate limit of ${limits.perMinute} requests per ${Math.round(limits.windowMs / 1000)} s reached; the next request is allowed at ${new Date(freeAt).toISOString()}`,
      freeAt - nowMs,
    );
  }
}

const limited = (message: string, waitMs: number) => retryLater(429, 'rate_limited', message, waitMs);
