import { Pill, Tooltip } from '@mantine/core';
import { FilterSupportFlag } from '@/components/filter-support-flag';
import { describeFilter, type FilterContext } from '@/filters/registry';
import { activeFilters, type ActiveFilter, type MentionFilterSearch } from '@/filters/mention-filters-url';
import classes from './filter-bar.module.css';

interface Props {
  context: FilterContext;
  search: Partial<MentionFilterSearch>;
  onRemove: (filter: ActiveFilter) => void;
  /** `key:value` of the filters this page does not apply: shown struck through, said on hover. */
  unapplied?: ReadonlySet<string>;
}

export const filterId = (f: ActiveFilter) => `${f.key}:${f.value}`;

/**
 * Every active filter value (locations aside: they have their own pills) as a removable pill
 * reading short ("Region: Americas"), with its group and full text on hover.
 */
export function FilterPills({ context, search, onRemove, unapplied }: Props) {
  return activeFilters(search)
    .filter((f) => !f.key.startsWith('locations.'))
    .map((f) => {
      const d = describeFilter(f.key, f.value, context);
      const label = `${d.label}: ${d.value}`;
      const off = unapplied?.has(filterId(f));
      return (
        <Tooltip
          key={filterId(f)}
          label={off ? `${d.title} — not applied on this page` : d.title}
          openDelay={250}
          multiline
          maw={360}
        >
          <Pill
            withRemoveButton
            onRemove={() => onRemove(f)}
            removeButtonProps={{ 'aria-label': `Remove filter ${label}` }}
            className={classes.pill}
            data-unapplied={off || undefined}
            data-testid="filter-pill"
            data-filter={filterId(f)}
          >
            {label}
            <FilterSupportFlag filterKey={f.key} value={f.value} />
          </Pill>
        </Tooltip>
      );
    });
}
