import { useEffect, useId, useState, type CSSProperties } from 'react';
import { Combobox, Pill, PillsInput, useCombobox } from '@mantine/core';

type Option = { value: string; label: string };

type Props = {
  label: string;
  data: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** No more than this many are chosen (the list hides once it is reached). */
  max: number;
  style?: CSSProperties;
};

/**
 * The compared workspaces: chosen ones as removable pills, the others in a searchable list
 * (typing filters it and Enter takes the first match; Backspace in the empty field removes the
 * last pill). Built from Mantine's Combobox and PillsInput, which the page already has, rather
 * than MultiSelect: its drag-to-reorder pills and options machinery cost share of voice 4.2 kB
 * gzipped on its first load.
 */
export function VoicePicker({ label, data, value, onChange, max, style }: Props) {
  const id = useId();
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const [search, setSearch] = useState('');
  const full = value.length >= max;
  const needle = search.trim().toLowerCase();
  const options = data.filter((o) => !value.includes(o.value) && o.label.toLowerCase().includes(needle));
  const labelOf = (v: string) => data.find((o) => o.value === v)?.label ?? v;
  // As MultiSelect's selectFirstOptionOnChange: what was typed picks with Enter.
  useEffect(() => {
    if (search) combobox.selectFirstOption();
  }, [search, combobox]);

  const remove = (v: string) => onChange(value.filter((x) => x !== v));
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(v) => {
        if (!full) onChange([...value, v]);
        setSearch('');
      }}
      withinPortal
    >
      <Combobox.DropdownTarget>
        <PillsInput id={id} label={label} onClick={() => combobox.openDropdown()} style={style}>
          <Pill.Group>
            {value.map((v) => (
              <Pill
                key={v}
                withRemoveButton
                onRemove={() => remove(v)}
                removeButtonProps={{ 'aria-label': `Remove ${labelOf(v)}` }}
              >
                {labelOf(v)}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={full ? undefined : 'Add a workspace'}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(e) => {
                  combobox.openDropdown();
                  setSearch(e.currentTarget.value);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Backspace' && search === '' && value.length > 0) {
                    e.preventDefault();
                    remove(value[value.length - 1]!);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={full}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {options.length > 0 ? (
            options.map((o) => (
              <Combobox.Option value={o.value} key={o.value}>
                {o.label}
              </Combobox.Option>
            ))
          ) : (
            <Combobox.Empty>No other workspace matches</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
