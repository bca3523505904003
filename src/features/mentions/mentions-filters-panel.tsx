import { memo } from 'react';
import { Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { isApiError } from '@/api/client';
import { LocationPicker } from '@/components/location-picker/location-picker';
import { LocationPills } from '@/components/location-picker/location-pills';
import { ARRAY_FILTER_KEYS } from '@/api/schemas';
import {
  activeFilters,
  clearFilters,
  removeFilterValue,
  type MentionListSearch,
} from '@/lib/mention-filters-url';
import { selectionOf, selectionToSearch, toggleChosen } from '@/lib/location-tree';
import { ExpressionEditor } from './expression-editor';
import { FilterBuilder } from './filter-builder';
import type { FilterContext } from '@/filters/registry';
import type { FilterField } from './filter-fields';
import { FilterPills } from './filter-pills';

const BLANK = Object.fromEntries(
  [...ARRAY_FILTER_KEYS, 'filter_expression'].map((k) => [k, undefined]),
) as Partial<MentionListSearch>;

interface Props {
  search: MentionListSearch;
  fields: readonly FilterField[];
  context: FilterContext;
  counts: ReadonlyMap<string, number>;
  listError: unknown;
  update: (next: Partial<MentionListSearch>) => void;
}

/** The expression editor, the filter builder (folded by default) and the active-filter pills. */
export const MentionsFiltersPanel = memo(function MentionsFiltersPanel({ search, fields, context, counts, listError, update }: Props) {
  const [open, { toggle }] = useDisclosure(false);
  const active = activeFilters(search).filter((f) => f.key !== 'filter_expression').length;
  const serverError =
    isApiError(listError) && listError.param === 'filter_expression' ? `The server rejected it: ${listError.message}` : null;
  // `update` merges into the URL, so every filter key is reset first: keys the change dropped go away.
  const replace = (next: Partial<MentionListSearch>) => update({ ...BLANK, ...next, open: undefined });
  const locations = selectionOf(search);
  const setLocations = (next: typeof locations) => replace({ ...search, ...selectionToSearch(next) });

  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <ExpressionEditor
            value={search.filter_expression}
            serverError={serverError}
            onApply={(filter_expression) => replace({ ...search, filter_expression })}
          />
        </div>
        <Button
          mt={25}
          variant={open ? 'filled' : 'default'}
          leftSection={<IconFilter size={14} />}
          onClick={toggle}
          aria-expanded={open}
        >
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </Group>
      <Collapse expanded={open}>
        <Paper withBorder p="sm">
          <FilterBuilder fields={fields} search={search} counts={counts} onChange={(next) => replace({ ...search, ...next })} />
          <Text size="sm" fw={500} mt="sm" mb={4}>
            Location
          </Text>
          <LocationPicker value={locations} onChange={setLocations} withPills={false} />
        </Paper>
      </Collapse>
      <FilterPills
        context={context}
        search={{ ...search, ...selectionToSearch({}) }}
        onRemove={(f) =>
          replace(
            f.key === 'filter_expression'
              ? { ...search, filter_expression: undefined }
              : removeFilterValue(search, f.key, f.value),
          )
        }
        onClear={() => replace(clearFilters(search))}
      />
      <LocationPills selection={locations} onRemove={(level, id) => setLocations(toggleChosen(locations, level, id))} />
    </Stack>
  );
});
