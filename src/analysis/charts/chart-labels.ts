import type { AvailableFilters } from '@/api/schemas';
import { describeFilter, FILTER_KEYS, FILTER_KINDS } from '@/filters/registry';

type Option = { name: string; value: string };

/**
 * Names for the keys of a `group_by` the API sent without names (timeline groups carry only
 * keys): from available-filters options, channel names (custom channels included) and the
 * contract's labels. Undefined when nothing better than the key is known.
 */
export function groupLabeler(
  groupBy: string | undefined,
  available: AvailableFilters | undefined,
  customChannels: readonly { id: string; name: string }[] = [],
): (key: string) => string | undefined {
  if (!groupBy) return () => undefined;
  const byValue = (options: readonly Option[] | undefined) => {
    const map = new Map((options ?? []).map((o) => [o.value, o.name]));
    return (key: string) => map.get(key);
  };
  const [model, id] = groupBy.split(':');
  if (model === 'smart_category_enrichment_id' || model === 'custom_enrichment_id') {
    const group =
      model === 'smart_category_enrichment_id' ? available?.smart_categories : available?.custom_enrichments;
    const options = group?.models.find((m) => String(m.enrichment_id) === id)?.options;
    const named = byValue(options);
    // Custom enrichment keys are `<id>:<value>`: the value itself reads well when no option names it.
    return (key) =>
      named(key) ?? (model === 'custom_enrichment_id' ? key.slice(key.indexOf(':') + 1) : undefined);
  }
  if (groupBy === 'mention_type') {
    const types = available?.mention_type;
    return (key) => {
      const [group, value] = key.split('.');
      const options = types?.[group as 'social_media' | 'news' | 'podcasts']?.options;
      return options?.find((o) => o.value === value)?.name;
    };
  }
  // Every other dimension is a filter kind's: its options in available-filters name the groups,
  // else the registry's own reading of a value (channel and language names, bot ratings).
  const kind = FILTER_KEYS.find((k) => FILTER_KINDS[k].groupBy === groupBy);
  if (!kind) return () => undefined;
  const listed = FILTER_KINDS[kind].listedIn?.(available ?? {});
  const named = byValue(listed && 'options' in listed ? (listed.options as Option[]) : undefined);
  const custom = new Map(customChannels.map((c) => [c.id, c.name]));
  return (key) => {
    const own = named(key) ?? (kind === 'channels' ? custom.get(key) : undefined);
    if (own) return own;
    const described = describeFilter(kind, key, { available }).value;
    return described && described !== key ? described : undefined;
  };
}
