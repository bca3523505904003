import { useMemo } from 'react';
import { IconWorld } from '@tabler/icons-react';
import { browserZone, type TimeZoneChoice } from '@/lib/date-range';
import { ZoneSelect } from './zone-select';

type Props = {
  value: TimeZoneChoice;
  onChange: (tz: TimeZoneChoice) => void;
  /** Sizes the field (a placeholder holding its place takes the same class). */
  className?: string;
};

/** Times shown in the browser's zone, in UTC, or in any IANA zone (searchable, e.g. "Tokyo"). */
export function TimeZoneControl({ value, onChange, className }: Props) {
  const zone = browserZone();
  const leading = useMemo(
    () => [
      { value: 'browser', label: zone === 'UTC' ? 'Browser (UTC)' : `Browser: ${zone}` },
      { value: 'utc', label: 'UTC' },
    ],
    [zone],
  );
  return (
    <ZoneSelect
      size="xs"
      aria-label="Time zone"
      value={value}
      onChange={onChange}
      leading={leading}
      leftSection={<IconWorld size={14} aria-hidden />}
      className={className}
      comboboxProps={{ withinPortal: true, width: 300, position: 'bottom-end' }}
    />
  );
}
