import { Group, MultiSelect, Stack, TagsInput, Text, type ComboboxItem } from '@mantine/core';
import { applySelection, optionId, selectedIds, splitOptionId, type FilterField } from '@/filters/fields';
import { orderByCount } from '@/filters/option-order';
import { FILTER_KINDS } from '@/filters/registry';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';

interface Props {
  fields: readonly FilterField[];
  search: Partial<MentionFilterSearch>;
  /** A field's new selection, applied to the current filters (so quick successive choices compose). */
  onChange: (update: (current: MentionFilterSearch) => MentionFilterSearch) => void;
  /** Per-option counts (option id → mentions with the other filters), where the API gives them. */
  counts?: ReadonlyMap<string, number>;
}

type Grouped = { group: string; items: ComboboxItem[] }[];
const fmt = (n: number) => n.toLocaleString('en');
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The field's options busiest first (within each group), as the combobox takes them. */
function selectData(
  field: FilterField,
  counts: ReadonlyMap<string, number> | undefined,
): ComboboxItem[] | Grouped {
  const item = (o: FilterField['options'][number]) => ({ value: optionId(o.key, o.value), label: o.label });
  const options = orderByCount(field.id, field.options, counts);
  if (!options.some((o) => o.group)) return options.map(item);
  // Groups stay in the service's order (Region, Subregion, Country); their options by count.
  const groups = new Map<string, Grouped[number]>();
  for (const o of field.options)
    groups.set(o.group ?? field.label, { group: o.group ?? field.label, items: [] });
  for (const o of options) {
    const name = o.group ?? field.label;
    if (!groups.has(name)) groups.set(name, { group: name, items: [] });
    groups.get(name)!.items.push(item(o));
  }
  return [...groups.values()];
}

/** An option with its count on the right and, for surprising values, a line saying why. */
function optionRenderer(
  counts: ReadonlyMap<string, number> | undefined,
  describe: (id: string) => string | undefined,
) {
  return function renderOption({ option }: { option: { value: string; label?: string } }) {
    const count = counts?.get(option.value);
    const description = describe(option.value);
    return (
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <span>{option.label ?? option.value}</span>
          {count !== undefined && (
            <Text span size="xs" c="dimmed" ff="monospace">
              {fmt(count)}
            </Text>
          )}
        </Group>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
    );
  };
}

/** One control per field, in a column; every change goes straight to the URL. */
export function FilterBuilder({ fields, search, onChange, counts }: Props) {
  return (
    <Stack gap="sm">
      {fields.map((field) => {
        const value = selectedIds(field, search);
        if (field.kind === 'tags') {
          // Free entry with the workspace's top values as suggestions (the busiest first).
          const key = field.keys[0]!;
          const prefix = optionId(key, '');
          const ranked = [...(counts ?? [])]
            .filter(([id]) => id.startsWith(prefix))
            .sort((a, b) => b[1] - a[1])
            .map(([id]) => id.slice(prefix.length));
          const suggestions = [...new Set([...ranked, ...field.options.map((o) => o.value)])];
          const render = optionRenderer(
            counts && new Map([...counts].map(([id, n]) => [id.slice(prefix.length), n])),
            () => undefined,
          );
          return (
            <TagsInput
              key={field.id}
              label={field.label}
              description={
                counts?.size
                  ? 'Suggestions: the workspace’s top values, with mentions under your other filters'
                  : undefined
              }
              placeholder={`Type ${withArticle(FILTER_KINDS[key].label.toLowerCase())} and press Enter`}
              data={suggestions}
              renderOption={render}
              value={value.map((id) => splitOptionId(id).value)}
              onChange={(values) =>
                onChange((current) =>
                  applySelection(
                    field,
                    current,
                    values.map((v) => optionId(key, v)),
                  ),
                )
              }
              clearable
              size="xs"
              maxDropdownHeight={280}
            />
          );
        }
        // Keep values active in the URL selectable even when the server no longer lists them.
        const known = new Set(field.options.map((o) => optionId(o.key, o.value)));
        const extra = value
          .filter((id) => !known.has(id))
          .map((id) => ({ value: id, label: splitOptionId(id).value }));
        const descriptions = new Map(field.options.map((o) => [optionId(o.key, o.value), o.description]));
        return (
          <MultiSelect
            key={field.id}
            label={field.label}
            description={field.hint}
            placeholder={field.options.length ? 'Any' : 'No values in this workspace'}
            data={[...selectData(field, counts), ...extra]}
            renderOption={optionRenderer(counts, (id) => descriptions.get(id))}
            value={value}
            onChange={(ids) => onChange((current) => applySelection(field, current, ids))}
            searchable
            clearable
            size="xs"
            maxDropdownHeight={280}
            disabled={field.options.length === 0 && value.length === 0}
            hidePickedOptions
            comboboxProps={{ withinPortal: true }}
          />
        );
      })}
    </Stack>
  );
}
