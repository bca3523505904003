import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { filterValue } from '@/filters/kind-state';
import { isFilterValue, type ArrayFilterKey, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { canNegate, negationGap } from '@/filters/negation-offer';
import { FILTER_KINDS } from '@/filters/registry';

/** Changes the workspace's filters (the view's `setFilters`). */
export type FilterUpdate = (update: (f: MentionFilterSearch) => MentionFilterSearch) => void;

interface Props {
  filterKey: ArrayFilterKey;
  value: string | number;
  /** The value as the page shows it ("English", "News"). */
  label: string;
  onFilter: FilterUpdate;
}

/**
 * "Filter for / filter out" beside a value where it is shown (as Discover offers on a document's
 * fields): for keeps it, out leaves it out where the service can express that, and says plainly
 * why not where it cannot. Values the API cannot filter by (e.g. `und`) get no menu.
 */
export function FilterValueMenu({ filterKey, value, label, onFilter }: Props) {
  if (!isFilterValue(filterKey, value)) return null;
  const noun = FILTER_KINDS[filterKey].label.toLowerCase();
  const gap = canNegate(filterKey, [value]) ? null : (negationGap(filterKey) ?? 'Nothing would be left.');
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size="xs"
          color="gray"
          aria-label={`Filter by ${noun} ${label}`}
          data-testid="filter-value-menu"
          data-filter={filterKey}
        >
          <IconFilter size={12} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {FILTER_KINDS[filterKey].label}: {label}
        </Menu.Label>
        <Menu.Item onClick={() => onFilter((f) => filterValue(f, filterKey, value, 'for'))}>
          Filter for this {noun}
        </Menu.Item>
        <Menu.Item
          disabled={gap !== null}
          onClick={() => onFilter((f) => filterValue(f, filterKey, value, 'out'))}
        >
          Filter out this {noun}
        </Menu.Item>
        {gap && (
          <Text size="xs" c="dimmed" px="sm" pb={6} data-testid="filter-out-gap">
            {gap}
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
