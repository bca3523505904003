import { Button, Group, Pill } from '@mantine/core';
import { FilterSupportFlag } from '@/components/filter-support-flag';
import { activeFilters, type ActiveFilter, type MentionFilterSearch } from '@/lib/mention-filters-url';
import type { FilterContext } from '@/filters/registry';
import { pillLabel } from './filter-fields';

interface Props {
  context: FilterContext;
  search: Partial<MentionFilterSearch>;
  onRemove: (filter: ActiveFilter) => void;
  onClear: () => void;
}

/** Every active filter value as a removable pill; location filters show here until a picker exists. */
export function FilterPills({ context, search, onRemove, onClear }: Props) {
  const active = activeFilters(search);
  if (active.length === 0) return null;
  return (
    <Group gap={6} aria-label="Active filters">
      {active.map((f) => {
        const label = pillLabel(context, f.key, f.value);
        return (
          <Pill
            key={`${f.key}:${f.value}`}
            withRemoveButton
            onRemove={() => onRemove(f)}
            removeButtonProps={{ 'aria-label': `Remove filter ${label}` }}
            maw={360}
          >
            {label}
            <FilterSupportFlag filterKey={f.key} value={f.value} />
          </Pill>
        );
      })}
      <Button variant="subtle" size="compact-xs" onClick={onClear}>
        Clear all
      </Button>
    </Group>
  );
}
