import { z } from 'zod/mini';
import { formatZoned, wallTime } from './zoned-time';

export const RANGE_PRESETS = ['24h', '7d', '30d', '90d'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const PRESET_MS: Record<RangePreset, number> = {
  '24h': 24 * 3600_000,
  '7d': 7 * 24 * 3600_000,
  '30d': 30 * 24 * 3600_000,
  '90d': 90 * 24 * 3600_000,
};

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The IANA zone as the analyst named it, or null when the platform does not know it. The platform
 * resolves current names to old ones (Asia/Kolkata → Asia/Calcutta); the URL keeps the name chosen,
 * and only a different case is corrected ("europe/berlin" → "Europe/Berlin").
 */
export function canonicalZone(name: string): string | null {
  if (!name || name.length > 64) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === name.toLowerCase() ? resolved : name;
  } catch {
    return null;
  }
}

/**
 * The time-zone choice: 'browser' (the device's zone), 'utc', or any IANA zone the platform knows
 * (e.g. "America/New_York"), kept in its canonical spelling. Anything else falls back to 'browser'.
 */
export const TimeZoneChoiceSchema = z.catch(
  z._default(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        if (value === 'browser' || value === 'utc') return value;
        const zone = canonicalZone(value);
        if (zone === 'UTC' || zone === 'Etc/UTC') return 'utc';
        if (zone) return zone;
        ctx.issues.push({
          code: 'custom',
          message: 'must be browser, utc or an IANA time zone',
          input: value,
        });
        return z.NEVER;
      }),
    ),
    'browser',
  ),
  'browser',
);
export type TimeZoneChoice = z.infer<typeof TimeZoneChoiceSchema>;

/**
 * Global analyst state kept in the _app layout's search params. Every member falls back to its
 * default via z.catch(), so a hand-edited or stale URL never breaks a page.
 */
export const DateRangeSearchSchema = z.object({
  range: z.catch(z._default(z.enum([...RANGE_PRESETS, 'custom']), '30d'), '30d'),
  since: z.catch(z.optional(isoDateTime), undefined),
  to: z.catch(z.optional(isoDateTime), undefined),
  tz: TimeZoneChoiceSchema,
});
export type DateRangeSearch = z.infer<typeof DateRangeSearchSchema>;
/** What a link or navigate call may pass: every member optional. */
export type DateRangeSearchInput = z.input<typeof DateRangeSearchSchema>;

export const DEFAULT_RANGE: RangePreset = '30d';

/**
 * Absolute query window for a search; `to` is rounded down to the minute so presets cache well. A
 * custom window never ends in the future: it runs to now (and describeRange says "now").
 */
export function resolveWindow(search: DateRangeSearchInput, nowMs: number): { since: string; to: string } {
  const to = Math.floor(nowMs / 60_000) * 60_000;
  if (search.range === 'custom' && search.since && search.to) {
    const a = Math.min(Date.parse(search.since), to);
    const b = Math.min(Date.parse(search.to), to);
    return { since: new Date(Math.min(a, b)).toISOString(), to: new Date(Math.max(a, b)).toISOString() };
  }
  const preset: RangePreset = search.range && search.range !== 'custom' ? search.range : DEFAULT_RANGE;
  return { since: new Date(to - PRESET_MS[preset]).toISOString(), to: new Date(to).toISOString() };
}

/** IANA zone name the user's browser reports (e.g. "Europe/Berlin"). */
let cachedBrowserZone: string | undefined;

/**
 * The browser's IANA zone. Read once: resolving it builds an Intl.DateTimeFormat, which is slow
 * enough to show when every row of a scrolling list asks for it.
 */
export function browserZone(): string {
  cachedBrowserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return cachedBrowserZone;
}

/** The IANA zone of a choice: the browser's, UTC, or the named zone itself. */
export function zoneName(tz: DateRangeSearchInput['tz']): string {
  if (tz === 'utc') return 'UTC';
  if (!tz || tz === 'browser') return browserZone();
  return tz;
}

/** Formats an ISO instant in the chosen zone ('browser', 'utc' or an IANA zone); dayjs-style tokens (see formatZoned). */
export function formatInZone(iso: string, tz: DateRangeSearchInput['tz'], fmt = 'YYYY-MM-DD HH:mm'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return formatZoned(ms, zoneName(tz), fmt);
}

/** Human label of the current range, e.g. "Last 7 days", "2026-11-01 → 2026-11-20" or "2026-11-01 → now". */
export function describeRange(search: DateRangeSearchInput, nowMs = Date.now()): string {
  const labels: Record<RangePreset, string> = {
    '24h': 'Last 24 hours',
    '7d': 'Last 7 days',
    '30d': 'Last 30 days',
    '90d': 'Last 90 days',
  };
  if (search.range === 'custom' && search.since && search.to) {
    // Whole days read as dates; a window with clock times shows them.
    const zone = zoneName(search.tz);
    const whole = isDayStart(search.since, zone) && isDayEnd(search.to, zone);
    const fmt = whole ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm';
    const end = Date.parse(search.to) > nowMs ? 'now' : formatInZone(search.to, search.tz, fmt);
    return `${formatInZone(search.since, search.tz, fmt)} → ${end}`;
  }
  return labels[search.range && search.range !== 'custom' ? search.range : DEFAULT_RANGE];
}

const wall = (iso: string, zone: string) => wallTime(Date.parse(iso), zone);
/** 00:00 in the zone (a custom range starting on a whole day). */
function isDayStart(iso: string, zone: string): boolean {
  const w = wall(iso, zone);
  return w.hour === 0 && w.minute === 0;
}
/** 23:59 in the zone (a custom range ending with a whole day). */
function isDayEnd(iso: string, zone: string): boolean {
  const w = wall(iso, zone);
  return w.hour === 23 && w.minute === 59;
}
