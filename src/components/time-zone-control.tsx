import { useMemo, useState } from 'react';
import { Select, Stack, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { browserZone, type TimeZoneChoice } from '@/lib/date-range';
import type { TimeZoneOption } from '@/lib/time-zones';

type Props = {
  value: TimeZoneChoice;
  onChange: (tz: TimeZoneChoice) => void;
  /** Sizes the field (a placeholder holding its place takes the same class). */
  className?: string;
};

type Option = ComboboxItem & { names?: string[] };

type ZoneLib = typeof import('@/lib/time-zones');
/** "calcutta" finds Asia/Kolkata: every name of a zone is searched (time-zones.ts). */
const filterWith =
  (lib: ZoneLib): OptionsFilter =>
  ({ options, search }) => {
    const needle = lib.foldZoneSearch(search);
    return (options as Option[]).filter((o) =>
      lib.foldZoneSearch(`${o.label} ${(o.names ?? []).join(' ')}`).includes(needle),
    );
  };

/**
 * Times shown in the browser's zone, in UTC, or in any IANA zone (searchable, e.g. "Tokyo").
 * The full list (with each zone's current UTC offset) is built when the list first opens.
 */
export function TimeZoneControl({ value, onChange, className }: Props) {
  // The zone list and its aliases (time-zones.ts) load when the list first opens, not with every page.
  const [lib, setLib] = useState<ZoneLib | null>(null);
  const open = () => {
    if (!lib) void import('@/lib/time-zones').then(setLib);
  };
  const zone = browserZone();
  const data = useMemo(() => {
    const fixed = [
      { value: 'browser', label: zone === 'UTC' ? 'Browser (UTC)' : `Browser: ${zone}` },
      { value: 'utc', label: 'UTC' },
    ];
    const named = value === 'browser' || value === 'utc' ? undefined : value;
    if (!lib) return named ? [...fixed, { value: named, label: named }] : fixed;
    const zones: TimeZoneOption[] = lib.timeZoneOptions(Date.now(), named);
    return [...fixed, ...zones];
  }, [lib, value, zone]);
  return (
    <Select
      size="xs"
      aria-label="Time zone"
      value={value}
      onChange={(next) => next && onChange(next)}
      onDropdownOpen={open}
      data={data}
      searchable
      filter={lib ? filterWith(lib) : undefined}
      limit={80}
      nothingFoundMessage="No time zone matches"
      renderOption={({ option }) => {
        const aliases = (option as Option).names?.slice(1) ?? [];
        return (
          <Stack gap={0}>
            <Text size="xs">{option.label}</Text>
            {aliases.length > 0 && (
              <Text size="xs" c="dimmed">
                also {aliases.join(', ')}
              </Text>
            )}
          </Stack>
        );
      }}
      allowDeselect={false}
      leftSection={<IconWorld size={14} aria-hidden />}
      className={className}
      comboboxProps={{ withinPortal: true, width: 300, position: 'bottom-end' }}
    />
  );
}
