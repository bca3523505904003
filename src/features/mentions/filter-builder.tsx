import { MultiSelect, SimpleGrid, TagsInput } from '@mantine/core';
import type { MentionFilterSearch } from '@/lib/mention-filters-url';
import { applySelection, optionId, selectedIds, splitOptionId, type FilterField } from './filter-fields';

interface Props {
  fields: readonly FilterField[];
  search: Partial<MentionFilterSearch>;
  onChange: (next: Partial<MentionFilterSearch>) => void;
  /** Per-option counts (option id → count) where they are cheap to know. */
  counts?: ReadonlyMap<string, number>;
}

type Grouped = { group: string; items: { value: string; label: string }[] }[];

function selectData(field: FilterField, counts?: ReadonlyMap<string, number>) {
  const item = (o: FilterField['options'][number]) => {
    const id = optionId(o.key, o.value);
    const count = counts?.get(id);
    return { value: id, label: count === undefined ? o.label : `${o.label} (${count.toLocaleString('en')})` };
  };
  if (!field.options.some((o) => o.group)) return field.options.map(item);
  const groups = new Map<string, Grouped[number]>();
  for (const o of field.options) {
    const name = o.group ?? field.label;
    if (!groups.has(name)) groups.set(name, { group: name, items: [] });
    groups.get(name)!.items.push(item(o));
  }
  return [...groups.values()];
}

/** One control per filter group; every change goes straight to the URL. */
export function FilterBuilder({ fields, search, onChange, counts }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      {fields.map((field) => {
        const value = selectedIds(field, search);
        if (field.kind === 'tags') {
          // Free entry: the option ids of a tags field are plain values of its single key.
          const key = field.keys[0]!;
          return (
            <TagsInput
              key={field.id}
              label={field.label}
              placeholder={`Type a ${field.label.toLowerCase().replace(/s$/, '')} and press Enter`}
              data={[...new Set(field.options.map((o) => o.value))]}
              value={value.map((id) => splitOptionId(id).value)}
              onChange={(values) => onChange(applySelection(field, search, values.map((v) => optionId(key, v))))}
              clearable
              size="xs"
            />
          );
        }
        const data = selectData(field, counts);
        // Keep values active in the URL selectable even when the server no longer lists them.
        const known = new Set(field.options.map((o) => optionId(o.key, o.value)));
        const extra = value.filter((id) => !known.has(id)).map((id) => ({ value: id, label: splitOptionId(id).value }));
        return (
          <MultiSelect
            key={field.id}
            label={field.label}
            placeholder={field.options.length ? 'Any' : 'No values in this workspace'}
            data={[...data, ...extra]}
            value={value}
            onChange={(ids) => onChange(applySelection(field, search, ids))}
            searchable
            clearable
            size="xs"
            maxDropdownHeight={280}
            disabled={field.options.length === 0 && value.length === 0}
            hidePickedOptions
          />
        );
      })}
    </SimpleGrid>
  );
}
