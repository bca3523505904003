import {
  BOT_RATINGS,
  CHANNELS,
  SOCIAL_MEDIA_TYPES,
  SOURCE_REGIONS,
  SOURCE_SUB_REGIONS,
  type AvailableFilters,
  type SimpleFilterGroup,
} from '@/api/schemas';
import {
  activeFilters,
  setFilterValues,
  type ArrayFilterKey,
  type MentionFilterSearch,
} from '@/lib/mention-filters-url';
import { botRatingLabel, channelName, languageName } from './mention-labels';

/**
 * The filter builder's fields, derived from available-filters so new smart categories and
 * enrichment values appear without a release. A field may span several API keys (mention types,
 * publisher geography), so each option carries its key; select values are `key::value`.
 */
export interface FilterOptionItem {
  key: ArrayFilterKey;
  value: string;
  label: string;
  group?: string;
}
export interface FilterField {
  id: string;
  label: string;
  /** 'tags' allows free entry (authors, domains); options are suggestions. */
  kind: 'multi' | 'tags';
  keys: ArrayFilterKey[];
  options: FilterOptionItem[];
}

const SEP = '::';
export const optionId = (key: string, value: string) => `${key}${SEP}${value}`;
export function splitOptionId(id: string): { key: ArrayFilterKey; value: string } {
  const at = id.indexOf(SEP);
  return { key: id.slice(0, at) as ArrayFilterKey, value: id.slice(at + SEP.length) };
}

const simple = (g: SimpleFilterGroup | undefined, key: ArrayFilterKey, group?: string): FilterOptionItem[] =>
  (g?.options ?? []).map((o) => ({ key, value: o.value, label: o.name || o.value, group }));

/** A group the server did not send at all falls back to the contract's own enumeration. */
function orEnum(
  listed: FilterOptionItem[] | undefined,
  key: ArrayFilterKey,
  values: readonly string[],
  label: (v: string) => string,
  group?: string,
): FilterOptionItem[] {
  return listed !== undefined ? listed : values.map((value) => ({ key, value, label: label(value), group }));
}
const titleCase = (v: string) => v.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

const modelOptions = (
  g: { models: { name: string; options: { name: string; value: string }[] }[] } | undefined,
  key: ArrayFilterKey,
): FilterOptionItem[] =>
  (g?.models ?? []).flatMap((m) =>
    m.options.map((o) => ({ key, value: o.value, label: o.name, group: m.name })),
  );

export function buildFilterFields(
  available: AvailableFilters | undefined,
  narratives: readonly { id: number; title: string }[] = [],
): FilterField[] {
  const a = available ?? {};
  const mt = a.mention_type;
  const pg = a.publisher_geography;
  const narrativeOptions = a.narratives?.options.length
    ? simple(a.narratives, 'narratives.id')
    : narratives.map((n) => ({ key: 'narratives.id' as const, value: String(n.id), label: n.title }));
  const languages = simple(a.languages, 'languages').map((o) => ({
    ...o,
    // Prefer a real name when the server only echoes the code.
    label: o.label === o.value ? languageName(o.value) : o.label,
  }));
  const fields: FilterField[] = [
    {
      id: 'channels',
      label: a.channels?.name ?? 'Channels',
      kind: 'multi',
      keys: ['channels'],
      options: orEnum(a.channels && simple(a.channels, 'channels'), 'channels', CHANNELS, channelName),
    },
    {
      id: 'narratives',
      label: 'Narratives',
      kind: 'multi',
      keys: ['narratives.id'],
      options: narrativeOptions,
    },
    {
      id: 'languages',
      label: a.languages?.name ?? 'Languages',
      kind: 'multi',
      keys: ['languages'],
      options: languages,
    },
    {
      id: 'bot_ratings',
      label: a.bot_ratings?.name ?? 'Bot detection',
      kind: 'multi',
      keys: ['bot_ratings'],
      options: orEnum(
        a.bot_ratings && simple(a.bot_ratings, 'bot_ratings'),
        'bot_ratings',
        BOT_RATINGS,
        botRatingLabel,
      ),
    },
    {
      id: 'smart_categories',
      label: a.smart_categories?.name ?? 'Smart categories',
      kind: 'multi',
      keys: ['smart_categories'],
      options: modelOptions(a.smart_categories, 'smart_categories'),
    },
    {
      id: 'custom_enrichments',
      label: a.custom_enrichments?.name ?? 'Custom enrichments',
      kind: 'multi',
      keys: ['custom_enrichments'],
      options: modelOptions(a.custom_enrichments, 'custom_enrichments'),
    },
    {
      id: 'mention_type',
      label: mt?.name ?? 'Mention type',
      kind: 'multi',
      keys: ['mention_type.social_media', 'mention_type.news', 'mention_type.podcasts'],
      options: [
        ...orEnum(
          mt &&
            simple(mt.social_media, 'mention_type.social_media', mt?.social_media?.name ?? 'Social media'),
          'mention_type.social_media',
          SOCIAL_MEDIA_TYPES,
          titleCase,
          'Social media',
        ),
        ...orEnum(
          mt && simple(mt?.news, 'mention_type.news', mt?.news?.name ?? 'News'),
          'mention_type.news',
          ['news'],
          titleCase,
          'News',
        ),
        ...orEnum(
          mt && simple(mt?.podcasts, 'mention_type.podcasts', mt?.podcasts?.name ?? 'Podcasts'),
          'mention_type.podcasts',
          ['podcasts'],
          titleCase,
          'Podcasts',
        ),
      ],
    },
    {
      id: 'publisher_geography',
      label: pg?.name ?? 'Publisher geography',
      kind: 'multi',
      keys: [
        'publisher_geography.source_region',
        'publisher_geography.source_sub_region',
        'publisher_geography.source_country',
      ],
      options: [
        ...orEnum(
          pg &&
            simple(
              pg.source_region,
              'publisher_geography.source_region',
              pg?.source_region?.name ?? 'Region',
            ),
          'publisher_geography.source_region',
          SOURCE_REGIONS,
          String,
          'Region',
        ),
        ...orEnum(
          pg &&
            simple(
              pg?.source_sub_region,
              'publisher_geography.source_sub_region',
              pg?.source_sub_region?.name ?? 'Subregion',
            ),
          'publisher_geography.source_sub_region',
          SOURCE_SUB_REGIONS,
          String,
          'Subregion',
        ),
        ...simple(
          pg?.source_country,
          'publisher_geography.source_country',
          pg?.source_country?.name ?? 'Country',
        ),
      ],
    },
    {
      id: 'domains',
      label: 'Domains',
      kind: 'tags',
      keys: ['domains'],
      options: simple(a.domains, 'domains'),
    },
    {
      id: 'authors',
      label: 'Authors',
      kind: 'tags',
      keys: ['authors'],
      options: simple(a.authors, 'authors'),
    },
  ];
  return fields;
}

/** The option ids of one field that are active in the search. */
export function selectedIds(field: FilterField, search: Partial<MentionFilterSearch>): string[] {
  return activeFilters(search)
    .filter((f) => f.key !== 'filter_expression' && field.keys.includes(f.key))
    .map((f) => optionId(f.key, f.value));
}

/** Writes a field's new selection back into the search (each of its keys replaced). */
export function applySelection<S extends Partial<MentionFilterSearch>>(
  field: FilterField,
  search: S,
  ids: string[],
): S {
  let next = search;
  for (const key of field.keys) {
    const values = ids
      .map(splitOptionId)
      .filter((o) => o.key === key)
      .map((o) => o.value);
    next = setFilterValues(next, key, values);
  }
  return next;
}

const LEVEL_LABEL: Record<string, string> = {
  region: 'Region',
  subregion: 'Subregion',
  country: 'Country',
  state: 'State',
  county: 'County',
  city: 'City',
};

/** A readable pill label for any active filter, using the fields' names where known. */
export function pillLabel(fields: readonly FilterField[], key: string, value: string): string {
  if (key === 'filter_expression') return `Search: ${value}`;
  const field = fields.find((f) => f.keys.includes(key as ArrayFilterKey));
  const option = field?.options.find((o) => o.key === key && o.value === value);
  if (key.startsWith('locations.')) return `${LEVEL_LABEL[key.slice(10)] ?? key} #${value}`;
  let name = option?.label;
  if (!name && key === 'channels') name = channelName(value);
  if (!name && key === 'languages') name = languageName(value);
  const prefix = option?.group ? `${option.group}: ` : '';
  return `${field?.label ?? key}: ${prefix}${name ?? value}`;
}
