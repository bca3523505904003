import type { Cadence, ScheduleRun } from '@/api/schemas/alerts';
import { formatZoned } from '@/lib/zoned-time';

/** Schedules in words, in the schedule's own zone. */

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const WINDOW_LABELS = {
  last_day: 'The day before',
  last_7_days: 'The 7 days before',
  last_week: 'The previous week (Mon–Sun)',
  last_month: 'The previous month',
} as const;

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : s}`;
};

/** "Every day at 08:00", "Every Monday at 08:00", "On the 1st of every month at 09:00". */
export function describeCadence(c: Cadence): string {
  if (c.kind === 'daily') return `Every day at ${c.time}`;
  if (c.kind === 'weekly') return `Every ${WEEKDAYS[c.weekday - 1]} at ${c.time}`;
  return `On the ${ordinal(c.day)} of every month at ${c.time}`;
}

/** "Next: Mon 7 Dec, 08:00 Europe/London", or that it is paused. */
export function nextRunText(nextRunAt: string | null, zone: string): string {
  if (!nextRunAt) return 'Paused: no run is planned';
  return `Next: ${formatZoned(Date.parse(nextRunAt), zone, 'ddd D MMM, HH:mm')} ${zone}`;
}

/** A run's window [from, to) as the days it covers: "16 Nov – 22 Nov 2026". */
export function runWindowText(run: Pick<ScheduleRun, 'from' | 'to' | 'zone'>): string {
  const first = formatZoned(Date.parse(run.from), run.zone, 'D MMM');
  const last = formatZoned(Date.parse(run.to) - 1, run.zone, 'D MMM YYYY');
  return first === formatZoned(Date.parse(run.to) - 1, run.zone, 'D MMM') ? last : `${first} – ${last}`;
}
