import { channelName } from '@/lib/labels';
import { formatZoned } from '@/lib/zoned-time';

/** A lag as an analyst says it: 28 min, 13 h 53 min, 2 d 4 h. */
export function formatLag(ms: number): string {
  const min = Math.round(ms / 60_000);
  if (min < 60) return `${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/**
 * The hops in one line, first sightings in the analyst's zone: "Telegram 09:12 → X 09:40 → news
 * 23:05" (the date is added where it changes).
 */
export function hopLine(
  trace: { lanes: readonly { channel: string; first: { time: number } }[] },
  zone: string,
): string {
  let day = '';
  return trace.lanes
    .map((l) => {
      const d = formatZoned(l.first.time, zone, 'MMM D');
      const t = formatZoned(l.first.time, zone, 'HH:mm');
      const label = `${channelName(l.channel)} ${d === day ? t : `${d} ${t}`}`;
      day = d;
      return label;
    })
    .join(' → ');
}
