import { CHANNEL_NAMES, type AvailableFilters } from '@/api/schemas';
import { languageName } from '@/lib/language-name';

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
  switch (groupBy) {
    case 'channels': {
      const named = byValue(available?.channels?.options);
      const custom = new Map(customChannels.map((c) => [c.id, c.name]));
      return (key) => named(key) ?? (CHANNEL_NAMES as Record<string, string>)[key] ?? custom.get(key);
    }
    case 'languages': {
      const named = byValue(available?.languages?.options);
      return (key) => named(key) ?? (languageName(key) || undefined);
    }
    case 'bot_ratings':
      return byValue(available?.bot_ratings?.options);
    case 'narratives.id':
      return byValue(available?.narratives?.options);
    case 'mention_type': {
      const types = available?.mention_type;
      return (key) => {
        const [group, value] = key.split('.');
        const options = types?.[group as 'social_media' | 'news' | 'podcasts']?.options;
        return options?.find((o) => o.value === value)?.name;
      };
    }
    default: {
      if (groupBy.startsWith('publisher_geography.')) {
        const part = groupBy.slice('publisher_geography.'.length) as
          'source_country' | 'source_region' | 'source_sub_region';
        return byValue(available?.publisher_geography?.[part]?.options);
      }
      return () => undefined;
    }
  }
}
