import { useMemo, useState } from 'react';
import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { browserZone, type TimeZoneChoice } from '@/lib/date-range';
import { timeZoneOptions } from '@/lib/time-zones';

type Props = {
  value: TimeZoneChoice;
  onChange: (tz: TimeZoneChoice) => void;
  /** Sizes the field (a placeholder holding its place takes the same class). */
  className?: string;
};

/** "new york" finds America/New_York: the search ignores case, underscores and slashes. */
const fold = (s: string) => s.toLowerCase().replace(/[_/]/g, ' ');
const filter: OptionsFilter = ({ options, search }) => {
  const needle = fold(search.trim());
  return (options as ComboboxItem[]).filter((o) => fold(`${o.value} ${o.label}`).includes(needle));
};

/**
 * Times shown in the browser's zone, in UTC, or in any IANA zone (searchable, e.g. "Tokyo").
 * The full list (with each zone's current UTC offset) is built when the list first opens.
 */
export function TimeZoneControl({ value, onChange, className }: Props) {
  const [opened, setOpened] = useState(false);
  const zone = browserZone();
  const data = useMemo(() => {
    const fixed = [
      { value: 'browser', label: zone === 'UTC' ? 'Browser (UTC)' : `Browser: ${zone}` },
      { value: 'utc', label: 'UTC' },
    ];
    if (!opened) return value === 'browser' || value === 'utc' ? fixed : [...fixed, { value, label: value }];
    return [...fixed, ...timeZoneOptions(Date.now())];
  }, [opened, value, zone]);
  return (
    <Select
      size="xs"
      aria-label="Time zone"
      value={value}
      onChange={(next) => next && onChange(next)}
      onDropdownOpen={() => setOpened(true)}
      data={data}
      searchable
      filter={filter}
      limit={80}
      nothingFoundMessage="No time zone matches"
      allowDeselect={false}
      leftSection={<IconWorld size={14} aria-hidden />}
      className={className}
      comboboxProps={{ withinPortal: true, width: 300, position: 'bottom-end' }}
    />
  );
}
