/** A typed window edge: the day and the clock time, as the calendar and the URL hold them. */
export interface TypedEdge {
  day: string;
  time: string;
}

const TYPED = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-10-01" (with `defaultTime`), "2026-10-01 14:30" or "2026-10-01T14:30" → the day and time;
 * null for anything else, a day that does not exist (2026-02-30) or a time past 23:59.
 */
export function parseTypedEdge(text: string, defaultTime: string): TypedEdge | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  const day = `${y}-${pad(mo)}-${pad(d)}`;
  if (m[4] === undefined) return { day, time: defaultTime };
  const h = Number(m[4]);
  const min = Number(m[5]);
  if (h > 23 || min > 59) return null;
  return { day, time: `${pad(h)}:${pad(min)}` };
}
