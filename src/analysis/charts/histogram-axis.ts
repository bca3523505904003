import { formatZoned, wallTime } from '@/lib/zoned-time';
import type { HistogramBar, HistogramInterval } from './histogram';

/** One date label under the histogram: at the start of bar `index`, in the analyst's zone. */
export interface HistogramTick {
  index: number;
  label: string;
}

type Wall = ReturnType<typeof wallTime>;
type Level = { at: (w: Wall) => boolean; label: (ms: number, zone: string, w: Wall) => string };

const day = (ms: number, zone: string) => formatZoned(ms, zone, 'MMM D');
const month = (ms: number, zone: string) => formatZoned(ms, zone, 'MMM YYYY');
const hourOrDay = (ms: number, zone: string, w: Wall) =>
  w.hour === 0 && w.minute === 0 ? day(ms, zone) : formatZoned(ms, zone, 'HH:mm');
const everyHours = (n: number): Level => ({
  at: (w) => w.minute === 0 && w.hour % n === 0,
  label: hourOrDay,
});

/** Boundaries each bar size is labelled at, finest first: the first that fits is used. */
const LEVELS: Record<HistogramInterval | 'month', Level[]> = {
  hour: [everyHours(1), everyHours(3), everyHours(6), everyHours(12), everyHours(24)],
  day: [
    { at: () => true, label: day },
    { at: (w) => w.weekday === 1, label: day },
    { at: (w) => w.day === 1 || w.day === 15, label: day },
    { at: (w) => w.day === 1, label: day },
  ],
  week: [
    { at: () => true, label: day },
    { at: (w) => w.day <= 7, label: day },
    { at: (w) => w.day <= 7 && w.month % 3 === 1, label: day },
  ],
  month: [
    { at: () => true, label: month },
    { at: (w) => w.month % 3 === 1, label: month },
    { at: (w) => w.month === 1, label: month },
  ],
};

/**
 * The histogram's date axis: labels at round boundaries of the zone's calendar (midnights,
 * Mondays, first days of months), at most `max` of them, the finest boundary that fits; when even
 * the coarsest has more, every k-th of it.
 */
export function histogramTicks(
  bars: readonly HistogramBar[],
  interval: HistogramInterval | 'month',
  zone: string,
  max = 6,
): HistogramTick[] {
  const walls = bars.map((b) => wallTime(b.start, zone));
  const levels = LEVELS[interval];
  const at = (level: Level) => walls.flatMap((w, index) => (level.at(w) ? [index] : []));
  let level = levels.find((l) => {
    const n = at(l).length;
    return n >= 2 && n <= max;
  });
  let indices = level ? at(level) : [];
  if (!level) {
    // Too many even at the coarsest boundary (or too few at all): thin the coarsest with two or more.
    level = [...levels].reverse().find((l) => at(l).length >= 2) ?? levels[0]!;
    const all = at(level);
    const step = Math.ceil(all.length / max);
    indices = all.filter((_, i) => i % step === 0);
  }
  return indices.map((index) => ({ index, label: level.label(bars[index]!.start, zone, walls[index]!) }));
}
