import { lazy, Suspense } from 'react';
import { Group, Loader, Select } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { RANGE_PRESETS, resolveWindow, zoneName, type DateRangeSearch } from '@/lib/date-range';
import { dayBoundaryInZone, formatZoned } from '@/lib/zoned-time';

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

/** Day picked in the chosen zone → the instant that day starts (or ends) there. */
function dayBoundary(day: string, tz: DateRangeSearch['tz'], edge: 'start' | 'end'): string {
  return dayBoundaryInZone(day, zoneName(tz), edge);
}

const toDay = (iso: string, zone: string) => formatZoned(Date.parse(iso), zone, 'YYYY-MM-DD');

/** Presets plus a custom calendar range; writes `range`, `since`, `to` (the URL owns them). */
export function DateRangeControl({ value, onChange }: Props) {
  const zone = zoneName(value.tz);
  const picked: DatesRangeValue<string> =
    value.range === 'custom' && value.since && value.to
      ? [toDay(value.since, zone), toDay(value.to, zone)]
      : [null, null];

  const onPreset = (range: string) => {
    if (range === 'custom') {
      // Start the custom window from the preset being replaced, so the picker is never empty.
      onChange({ range: 'custom', ...resolveWindow(value, Date.now()) });
    } else {
      onChange({ range: range as DateRangeSearch['range'], since: undefined, to: undefined });
    }
  };

  const onPick = ([start, end]: DatesRangeValue<string>) => {
    if (!start || !end) return;
    onChange({
      range: 'custom',
      since: dayBoundary(start, value.tz, 'start'),
      to: dayBoundary(end, value.tz, 'end'),
    });
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Select
        size="xs"
        aria-label="Date range"
        value={value.range}
        onChange={(next) => next && onPreset(next)}
        data={RANGE_OPTIONS}
        allowDeselect={false}
        w={150}
        comboboxProps={{ withinPortal: true }}
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
