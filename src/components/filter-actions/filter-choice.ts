import { filterForGroup } from '@/filters/dimensions';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { canNegate, negationGap } from '@/filters/negation-offer';
import { FILTER_KINDS, type ArrayFilterKey } from '@/filters/registry';

/**
 * "Filter for / filter out" wherever a value is shown (the mention row and detail, the facets,
 * chart groups, chart tables and legends, the narrative's breakdowns): the value as a choice, and
 * whether "out" can be sent. What each does to the filters is `filterValue` (src/filters/kind-state);
 * which kinds can be left out is the registry's `negation`. This module only joins them for the menus.
 */

/** Changes the page's filters (the workspace view's `setFilters`, or a link's search). */
export type FilterUpdate = (update: (f: MentionFilterSearch) => MentionFilterSearch) => void;

/** One value a page shows, as the filter menus act on it. */
export interface FilterChoice {
  key: ArrayFilterKey;
  value: string | number;
  /** The value as the page shows it ("English", "News"). */
  label: string;
}

/** The kind's noun in a sentence: "channel", "bot rating". */
export const choiceNoun = (key: ArrayFilterKey) => FILTER_KINDS[key].label.toLowerCase();

/**
 * Why "filter out" cannot be sent for this value (said in the menu, in words), or null when it
 * can: the registry's reason for kinds the API cannot negate, else the closed set left empty.
 */
export function outGap(key: ArrayFilterKey, value: string | number): string | null {
  if (canNegate(key, [value])) return null;
  return (
    negationGap(key) ??
    `Leaving out ${String(value)} would leave no ${choiceNoun(key)} to keep, and the API cannot ask for none.`
  );
}

export type GroupChoice = { ok: true; choice: FilterChoice } | { ok: false; reason: string };

/**
 * A chart group, table row, legend entry or facet value (a `group_by` key with the name the page
 * shows) as a filter choice, or why no filter selects it ("Other", no value, an unknown key).
 */
export function groupChoice(groupBy: string, key: string, name: string): GroupChoice {
  const filter = filterForGroup(groupBy, key);
  return filter.ok
    ? { ok: true, choice: { key: filter.key, value: filter.value, label: name || key } }
    : { ok: false, reason: filter.reason };
}
