import { SegmentedControl, Tooltip } from '@mantine/core';
import { browserZone, type DateRangeSearch } from '@/lib/date-range';

type Props = { value: DateRangeSearch['tz']; onChange: (tz: DateRangeSearch['tz']) => void };

/** Times shown in the browser's zone (named, e.g. Europe/Berlin) or in UTC. */
export function TimeZoneControl({ value, onChange }: Props) {
  const zone = browserZone();
  return (
    <Tooltip label="Time zone used for every date and chart bucket">
      <SegmentedControl
        size="xs"
        aria-label="Time zone"
        value={value}
        onChange={(next) => onChange(next === 'utc' ? 'utc' : 'browser')}
        data={[
          { value: 'browser', label: zone === 'UTC' ? 'Local (UTC)' : zone },
          { value: 'utc', label: 'UTC' },
        ]}
      />
    </Tooltip>
  );
}
