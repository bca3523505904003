import { lazy, Suspense } from 'react';
import { Group, Loader, NativeSelect } from '@mantine/core';
import { RANGE_PRESETS, resolveWindow, zoneName, type DateRangeSearch } from '@/lib/date-range';
import { formatZoned, wallClockEdge } from '@/lib/zoned-time';
import type { CustomRangeValue } from './custom-range-picker';

type Props = {
  value: DateRangeSearch;
  onChange: (next: Partial<DateRangeSearch>) => void;
};

const CustomRangePicker = lazy(() => import('./custom-range-picker'));

const RANGE_OPTIONS = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom range…' },
] satisfies { value: (typeof RANGE_PRESETS)[number] | 'custom'; label: string }[];

/**
 * The custom window as the days and clock times it shows in `zone`; an end in the future reads
 * "now", which is where the query stops (resolveWindow).
 */
function toPicked(since: string, to: string, zone: string, nowMs: number): CustomRangeValue {
  const at = (iso: string, fmt: string) => formatZoned(Date.parse(iso), zone, fmt);
  return {
    days: [at(since, 'YYYY-MM-DD'), at(to, 'YYYY-MM-DD')],
    startTime: at(since, 'HH:mm'),
    endTime: at(to, 'HH:mm'),
    toNow: Date.parse(to) > nowMs,
  };
}

/**
 * Presets plus a custom range of days and clock times, read in the chosen zone; writes `range`,
 * `since`, `to` (the URL owns them).
 */
export function DateRangeControl({ value, onChange }: Props) {
  const zone = zoneName(value.tz);
  const picked: CustomRangeValue =
    value.range === 'custom' && value.since && value.to
      ? toPicked(value.since, value.to, zone, Date.now())
      : { days: [null, null], startTime: '00:00', endTime: '23:59' };

  const onPreset = (range: string) => {
    if (range === 'custom') {
      // Start the custom window from the preset being replaced, so the picker is never empty.
      onChange({ range: 'custom', ...resolveWindow(value, Date.now()) });
    } else {
      onChange({ range: range as DateRangeSearch['range'], since: undefined, to: undefined });
    }
  };

  const onPick = ({ days: [start, end], startTime, endTime }: CustomRangeValue) => {
    if (!start || !end) return;
    onChange({
      range: 'custom',
      since: wallClockEdge(start, startTime, zone, 'start'),
      to: wallClockEdge(end, endTime, zone, 'end'),
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      {/* The browser's own select: five fixed choices need no searchable list, it renders in a
          fraction of the time on every page's first paint, and phones show their native picker. */}
      <NativeSelect
        size="xs"
        aria-label="Date range"
        value={value.range}
        onChange={(e) => onPreset(e.currentTarget.value)}
        data={RANGE_OPTIONS}
        w={150}
      />
      {value.range === 'custom' && (
        <Suspense fallback={<Loader size="xs" aria-label="Loading the calendar" />}>
          <CustomRangePicker
            value={picked}
            onChange={onPick}
            maxDate={formatZoned(Date.now(), zone, 'YYYY-MM-DD')}
          />
        </Suspense>
      )}
    </Group>
  );
}
