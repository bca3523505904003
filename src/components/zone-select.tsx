import { useMemo, useState } from 'react';
import { Select, Stack, Text, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { zoneWithOffset } from '@/lib/zoned-time';

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

const renderOption: SelectProps['renderOption'] = ({ option }) => {
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
};

/** The leading choice where the value is a plain IANA name (alert rules, schedules): UTC itself. */
export const UTC_FIRST: ComboboxItem[] = [{ value: 'UTC', label: 'UTC' }];

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'filter' | 'searchable' | 'renderOption'> & {
  value: string;
  onChange: (value: string) => void;
  /** Choices listed before the zones, e.g. the analyst bar's "Browser" and "UTC". */
  leading: ComboboxItem[];
};

/**
 * The one zone picker (analyst bar, alert rules, schedules): every IANA zone under its current name
 * with its UTC offset, found by its old names and aliases too ("Kiev", "Calcutta"). The list loads
 * when it first opens, not with the page; until then the chosen zone is listed alone, already
 * labelled as the list labels it, so the list's arrival never changes the field's text.
 */
export function ZoneSelect({ value, onChange, leading, ...select }: Props) {
  const [lib, setLib] = useState<ZoneLib | null>(null);
  const load = () => {
    if (!lib) void import('@/lib/time-zones').then(setLib);
  };
  const data = useMemo(() => {
    const zone = leading.some((o) => o.value === value) ? undefined : value;
    if (!lib) return zone ? [...leading, { value: zone, label: zoneWithOffset(Date.now(), zone) }] : leading;
    return [...leading, ...lib.timeZoneOptions(Date.now(), zone)];
  }, [lib, leading, value]);
  return (
    <Select
      limit={80}
      nothingFoundMessage="No time zone matches"
      allowDeselect={false}
      {...select}
      value={value}
      onChange={(next) => next && onChange(next)}
      onDropdownOpen={() => {
        load();
        select.onDropdownOpen?.();
      }}
      data={data}
      searchable
      filter={lib ? filterWith(lib) : undefined}
      renderOption={renderOption}
    />
  );
}
