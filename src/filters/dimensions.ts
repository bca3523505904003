import { currentCapabilities, supportsGroupBy, type Capabilities } from '@/api/capabilities';
import { FIXED_GROUP_BYS, type GroupBy } from '@/api/schemas';
import { isFilterValue } from './mention-filters-url';
import { FILTER_KEYS, FILTER_KINDS, type ArrayFilterKey, type FilterContext } from './registry';

/**
 * Chart dimensions (`group_by` values) and the way back from a chart group to the filter that
 * selects exactly its mentions. Both come from the filter registry, so a filter kind that can be
 * grouped by is a dimension, and a dimension's group is always the same filter again.
 */

export interface DimensionOption {
  value: GroupBy;
  label: string;
  group: string;
}

const GROUP_OF: Partial<Record<string, string>> = {
  publisher_geography: 'Publisher geography (news only)',
  locations: 'Locations',
};

/** A dimension's name (the registry's `dimension`): location levels and mention types say their family. */
const fixedLabel = (key: (typeof FILTER_KEYS)[number]): string =>
  FILTER_KINDS[key].dimension ?? FILTER_KINDS[key].label;

/**
 * `mention_type` (a reference-server extension) groups by the whole `<group>.<type>` value across
 * the three mention-type kinds; where it is offered it replaces the three per-group dimensions.
 */
const MENTION_TYPE: DimensionOption = { value: 'mention_type', label: 'Mention type', group: 'Mentions' };

/**
 * Every `group_by` a chart can use against the current service, with names: the fixed ones (from
 * the registry's kinds), then each smart-category model and custom enrichment that
 * available-filters lists (the server leaves out integer enrichments, which cannot be grouped).
 */
export function dimensionOptions(
  ctx: Pick<FilterContext, 'available'>,
  caps: Capabilities = currentCapabilities(),
): DimensionOption[] {
  const combinedTypes = supportsGroupBy(MENTION_TYPE.value, caps);
  const fixed = FILTER_KEYS.flatMap((key): DimensionOption[] => {
    const kind = FILTER_KINDS[key];
    const groupBy = kind.groupBy as GroupBy | null;
    if (!groupBy || !(FIXED_GROUP_BYS as readonly string[]).includes(groupBy)) return [];
    if (!supportsGroupBy(groupBy, caps) || (combinedTypes && kind.field === 'mention_type')) return [];
    return [{ value: groupBy, label: fixedLabel(key), group: GROUP_OF[kind.field] ?? 'Mentions' }];
  });
  const models = (group: 'smart_categories' | 'custom_enrichments', prefix: string, name: string) =>
    (ctx.available?.[group]?.models ?? []).map((m) => ({
      value: `${prefix}:${m.enrichment_id}`,
      label: m.name,
      group: name,
    }));
  const inMentions = fixed.filter((d) => d.group === 'Mentions');
  return [
    ...inMentions,
    ...(combinedTypes ? [MENTION_TYPE] : []),
    ...fixed.filter((d) => d.group !== 'Mentions'),
    ...models('smart_categories', 'smart_category_enrichment_id', 'Smart categories'),
    ...models('custom_enrichments', 'custom_enrichment_id', 'Custom enrichments'),
  ];
}

/** Name of a dimension for titles; an unknown model id still reads sensibly. */
export function dimensionLabel(options: readonly DimensionOption[], value: string): string {
  const found = options.find((o) => o.value === value);
  if (found) return found.label;
  const [kind, id] = value.split(':');
  if (kind === 'smart_category_enrichment_id') return `Smart category ${id}`;
  if (kind === 'custom_enrichment_id') return `Enrichment ${id}`;
  // A group_by no option names (all smart categories at once, one the service added): in words,
  // never the key ("smart_categories" reads "Smart categories").
  const words = value.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type GroupFilter =
  { ok: true; key: ArrayFilterKey; value: string | number } | { ok: false; reason: string };

/** The key charts give the derived "Other" group (values outside the top N). */
export const OTHER_GROUP_KEY = '__other__';
/** The key charts give the derived "No value" group (mentions without any value). */
export const NO_VALUE_GROUP_KEY = '__none__';

const cannot = (reason: string): GroupFilter => ({ ok: false, reason });

/**
 * The mention filter (key and value) that selects exactly one group of a dimension, or why no
 * filter can (said on hover instead of a click that does nothing).
 */
export function filterForGroup(groupBy: string, key: string): GroupFilter {
  if (key === OTHER_GROUP_KEY)
    return cannot('“Other” gathers many values: raise “Top” or open the table to pick one.');
  if (key === NO_VALUE_GROUP_KEY) return cannot('No filter selects mentions without a value.');
  if (groupBy.startsWith('smart_category_enrichment_id:'))
    return { ok: true, key: 'smart_categories', value: key };
  if (groupBy.startsWith('custom_enrichment_id:')) return { ok: true, key: 'custom_enrichments', value: key };
  if (groupBy === 'mention_type') {
    const dot = key.indexOf('.');
    const filterKey = `mention_type.${key.slice(0, dot)}` as ArrayFilterKey;
    if (
      dot < 0 ||
      !(FILTER_KEYS as string[]).includes(filterKey) ||
      !isFilterValue(filterKey, key.slice(dot + 1))
    ) {
      return cannot(`“${key}” is not a mention type the filter knows.`);
    }
    return { ok: true, key: filterKey, value: key.slice(dot + 1) };
  }
  const filterKey = FILTER_KEYS.find((k) => FILTER_KINDS[k].groupBy === groupBy) as
    ArrayFilterKey | undefined;
  if (!filterKey) return cannot('This dimension has no matching filter.');
  const value = filterKey === 'narratives.id' || filterKey.startsWith('locations.') ? Number(key) : key;
  return isFilterValue(filterKey, value)
    ? { ok: true, key: filterKey, value }
    : cannot(`“${key}” cannot be sent as a ${FILTER_KINDS[filterKey].label.toLowerCase()} filter.`);
}
