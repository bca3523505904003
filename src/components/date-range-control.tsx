import { Group, SegmentedControl } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { RANGE_PRESETS, resolveWindow, zoneName, type DateRangeSearch } from '@/lib/date-range';

type Props = {
  value: DateRangeSearch;
  onChange: (next: Partial<DateRangeSearch>) => void;
};

const PRESET_LABELS = { '24h': '24 h', '7d': '7 d', '30d': '30 d', '90d': '90 d' } as const;

/** Day picked in the chosen zone → the instant that day starts (or ends) there. */
function dayBoundary(day: string, tz: DateRangeSearch['tz'], edge: 'start' | 'end'): string {
  const local = dayjs.tz(day, zoneName(tz));
  return (edge === 'start' ? local.startOf('day') : local.endOf('day')).toISOString();
}

/** Presets plus a custom calendar range; writes `range`, `since`, `to` (the URL owns them). */
export function DateRangeControl({ value, onChange }: Props) {
  const zone = zoneName(value.tz);
  const picked: DatesRangeValue<string> =
    value.range === 'custom' && value.since && value.to
      ? [dayjs(value.since).tz(zone).format('YYYY-MM-DD'), dayjs(value.to).tz(zone).format('YYYY-MM-DD')]
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
    onChange({ range: 'custom', since: dayBoundary(start, value.tz, 'start'), to: dayBoundary(end, value.tz, 'end') });
  };

  return (
    <Group gap="xs" wrap="wrap">
      <SegmentedControl
        size="xs"
        aria-label="Date range"
        value={value.range}
        onChange={onPreset}
        data={[
          ...RANGE_PRESETS.map((preset) => ({ value: preset, label: PRESET_LABELS[preset] })),
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {value.range === 'custom' && (
        <DatePickerInput
          type="range"
          size="xs"
          aria-label="Custom date range"
          placeholder="Pick dates"
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={picked}
          onChange={onPick}
          maxDate={dayjs().tz(zone).format('YYYY-MM-DD')}
          allowSingleDateInRange
          miw={200}
        />
      )}
    </Group>
  );
}
