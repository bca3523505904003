import { Select } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { browserZone, type DateRangeSearch } from '@/lib/date-range';

type Props = { value: DateRangeSearch['tz']; onChange: (tz: DateRangeSearch['tz']) => void };

/** Times shown in the browser's zone (named, e.g. Europe/Berlin) or in UTC. */
export function TimeZoneControl({ value, onChange }: Props) {
  const zone = browserZone();
  return (
    <Select
      size="xs"
      aria-label="Time zone"
      value={value}
      onChange={(next) => onChange(next === 'utc' ? 'utc' : 'browser')}
      data={[
        { value: 'browser', label: zone === 'UTC' ? 'Browser (UTC)' : zone },
        { value: 'utc', label: 'UTC' },
      ]}
      allowDeselect={false}
      leftSection={<IconWorld size={14} aria-hidden />}
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
