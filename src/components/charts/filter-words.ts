import { describeFilter, type FilterContext } from '@/filters/registry';
import { activeFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';

/** What a filter set says in words where nothing names it (a report opened before its names load). */
const NO_CONTEXT: FilterContext = {};

/**
 * A filter set in the words of its pills, values of one kind together: "Narrative: Solar
 * subsidies; Channel: News, Blogs; Bot rating: Likely, Very likely; Country: United States".
 * Null when no filter is set.
 */
export function filtersInWords(
  filters: Partial<MentionFilterSearch>,
  ctx: FilterContext = NO_CONTEXT,
): string | null {
  const groups = new Map<string, string[]>();
  for (const f of activeFilters(filters)) {
    const d = describeFilter(f.key, f.value, ctx);
    const values = groups.get(d.label) ?? [];
    values.push(d.value);
    groups.set(d.label, values);
  }
  if (groups.size === 0) return null;
  return [...groups].map(([label, values]) => `${label}: ${values.join(', ')}`).join('; ');
}
