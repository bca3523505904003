/**
 * Time-zone arithmetic and formatting with the platform's Intl API, so pages that only show
 * dates do not ship a date library (the bundle budget counts every kilobyte).
 */

type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormatters.set(zone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar date and clock time an instant shows in `zone`. */
export function wallTime(ms: number, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** Offset of `zone` from UTC at the instant, in ms (e.g. +3_600_000 for CET in winter). */
export function zoneOffset(ms: number, zone: string): number {
  const w = wallTime(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant a wall-clock time ("2026-11-20", 00:00) happens in `zone`; DST-safe. */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  zone: string,
): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - zoneOffset(guess, zone);
  return guess - zoneOffset(first, zone);
}

/** "YYYY-MM-DD" → ISO instant of that day's first (or last) millisecond in `zone`. */
export function dayBoundaryInZone(day: string, zone: string, edge: 'start' | 'end'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = zonedInstant(y, m, d, 0, 0, zone);
  if (edge === 'start') return new Date(start).toISOString();
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return new Date(
    zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0, zone) - 1,
  ).toISOString();
}

/**
 * A custom window's edge from a wall-clock day and minute in `zone`: the start is that minute's first
 * millisecond, the end its last, so "to 23:59" takes in the whole day and "to 14:30" the whole minute.
 */
export function wallClockEdge(day: string, time: string, zone: string, edge: 'start' | 'end'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const start = zonedInstant(y, m, d, hh || 0, mm || 0, zone);
  return new Date(edge === 'start' ? start : start + 59_999).toISOString();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A zone as the zone list names it, with its UTC offset at `ms`: "Asia/Tokyo (UTC+09:00)". The
 * time-zone field labels its chosen zone this way before the list has loaded too, so the label
 * does not change (and reset what the analyst is typing) when the list arrives.
 */
export const zoneWithOffset = (ms: number, zone: string): string =>
  `${zone} (UTC${formatZoned(ms, zone, 'Z')})`;

/**
 * Formats an instant in `zone` with dayjs-style tokens: YYYY YY MMMM MMM MM M DD D ddd HH H hh h
 * mm ss A a Z; text in [brackets] is literal.
 */
export function formatZoned(ms: number, zone: string, fmt: string): string {
  const w = wallTime(ms, zone);
  const offset = zoneOffset(ms, zone) / 60_000;
  const tokens: Record<string, () => string> = {
    YYYY: () => String(w.year),
    YY: () => pad(w.year % 100),
    MMMM: () => MONTHS_LONG[w.month - 1] ?? '',
    MMM: () => MONTHS[w.month - 1] ?? '',
    MM: () => pad(w.month),
    M: () => String(w.month),
    DD: () => pad(w.day),
    D: () => String(w.day),
    ddd: () => WEEKDAYS[w.weekday] ?? '',
    HH: () => pad(w.hour),
    H: () => String(w.hour),
    hh: () => pad(w.hour % 12 || 12),
    h: () => String(w.hour % 12 || 12),
    mm: () => pad(w.minute),
    ss: () => pad(w.second),
    A: () => (w.hour < 12 ? 'AM' : 'PM'),
    a: () => (w.hour < 12 ? 'am' : 'pm'),
    Z: () =>
      `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`,
  };
  return fmt.replace(
    /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|ddd|HH|H|hh|h|mm|ss|A|a|Z/g,
    (match, literal?: string) => (literal !== undefined ? literal : (tokens[match]?.() ?? match)),
  );
}
