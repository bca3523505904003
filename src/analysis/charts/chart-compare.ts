import type { CategoryRow } from './chart-buckets';
import type { PreviousSlots, SeriesDef, SlotCounts } from './chart-timeline';
import { OTHER_KEY } from './chart-transforms';

/** One line of the period table: current, previous, change and change %. */
export interface PeriodRow {
  key: string;
  name: string;
  current: number | null;
  previous: number | null;
  change: number | null;
  /** Relative change in %, null when the previous value is 0 or unknown. */
  changePercent: number | null;
}

const round = (v: number) => Math.round(v * 100) / 100;

export function periodRow(
  key: string,
  name: string,
  current: number | null,
  previous: number | null,
): PeriodRow {
  const change = current === null || previous === null ? null : round(current - previous);
  const changePercent = change === null || !previous ? null : round((change / previous) * 100);
  return {
    key,
    name,
    current: current === null ? null : round(current),
    previous: previous === null ? null : round(previous),
    change,
    changePercent,
  };
}

/**
 * A compared distribution's period table, in the chart's unit: counts (with a Total line) or
 * shares of the stated base (change in percentage points).
 */
export function distributionPeriodRows(
  rows: readonly CategoryRow[],
  unit: 'count' | 'percent',
  totals: { current: number; previous: number | null },
  hidden: readonly HiddenBucket[] = [],
): PeriodRow[] {
  const out = rows.map((r) =>
    unit === 'percent'
      ? periodRow(r.key, r.name, r.percent, r.previousPercent ?? null)
      : periodRow(r.key, r.name, r.count, r.previous ?? null),
  );
  if (unit !== 'count') return out;
  // With buckets hidden the rows no longer add up to the total: each hidden one gets its own
  // line, so the table states the total and what it holds beyond the rows shown.
  for (const h of hidden) out.push(periodRow(h.key, `${h.name} (hidden)`, h.count, h.previous));
  out.push(periodRow('__total__', 'Total', totals.current, totals.previous));
  return out;
}

/** A bucket the chart hides ("Hide Other", "Hide No value") that still counts in the total. */
export interface HiddenBucket {
  key: string;
  name: string;
  count: number;
  previous: number | null;
}

/** A compared timeline's period table: each series' mentions over the window, then the total. */
export function timelinePeriodRows(
  series: readonly SeriesDef[],
  current: readonly SlotCounts[],
  previous: PreviousSlots,
): PeriodRow[] {
  const sum = (slots: readonly SlotCounts[], key: string, totals?: readonly SlotCounts[]): number | null => {
    let s = 0;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const count = totals?.[i]?.count ?? slot.count;
      if (key === OTHER_KEY) {
        const listed = series
          .filter((d) => !d.special)
          .reduce((a, d) => a + (slot.groups.get(d.key) ?? 0), 0);
        s += Math.max(0, count - listed);
      } else s += slot.groups.get(key) ?? 0;
    }
    return s;
  };
  const prevSeries = previous.series;
  const out = series.map((d) =>
    periodRow(
      d.key,
      d.name,
      sum(current, d.key),
      prevSeries ? sum(prevSeries, d.key, previous.totals) : null,
    ),
  );
  const windowTotal = (slots: readonly SlotCounts[]) => slots.reduce((a, s) => a + s.count, 0);
  out.push(periodRow('__total__', 'Total', windowTotal(current), windowTotal(previous.totals)));
  return out;
}
