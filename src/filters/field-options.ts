import {
  BOT_RATINGS,
  CHANNELS,
  SOCIAL_MEDIA_TYPES,
  SOURCE_REGIONS,
  SOURCE_SUB_REGIONS,
  type SimpleFilterGroup,
} from '@/api/schemas';
import { botRatingLabel, channelName, languageName } from '@/lib/labels';
import {
  BOT_FILTER_HINT,
  FILTER_KEYS,
  FILTER_KINDS,
  SOCIAL_TYPE_LABELS,
  type ArrayFilterKey,
  type FieldId,
  type FilterContext,
  type FilterKey,
} from './registry';

/**
 * The filter bar's controls, in display order: each spans one or more filter kinds of the
 * registry (by the kinds' `field`), with its options from available-filters.
 */

export interface FilterOptionItem {
  key: ArrayFilterKey;
  value: string;
  label: string;
  group?: string;
  /** Said under the option in the list, when the value surprises. */
  description?: string;
}

export interface FilterField {
  id: FieldId;
  label: string;
  /** multi: pick from options; tags: free entry with suggestions; locations: the place picker. */
  entry: 'multi' | 'tags' | 'locations' | 'expression';
  keys: FilterKey[];
  /** Said under the control: what the filter does that may surprise. */
  hint?: string;
  options: FilterOptionItem[];
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
  return listed ?? values.map((value) => ({ key, value, label: label(value), group }));
}

const modelOptions = (
  g: { models: { name: string; options: { name: string; value: string }[] }[] } | undefined,
  key: ArrayFilterKey,
): FilterOptionItem[] =>
  (g?.models ?? []).flatMap((m) =>
    m.options.map((o) => ({ key, value: o.value, label: o.name, group: m.name })),
  );

const keysOf = (field: FieldId) => FILTER_KEYS.filter((k) => FILTER_KINDS[k].field === field);

/**
 * The filter bar's fields in display order, with options from available-filters (so new smart
 * categories and enrichment values appear without a release) and the narrative list.
 */
export function filterFields(ctx: FilterContext): FilterField[] {
  const a = ctx.available ?? {};
  const mt = a.mention_type;
  const pg = a.publisher_geography;
  const field = (
    id: FieldId,
    label: string,
    entry: FilterField['entry'],
    options: FilterOptionItem[],
    hint?: string,
  ): FilterField => ({
    id,
    label,
    entry,
    keys: keysOf(id),
    options,
    hint,
  });
  const narratives = a.narratives?.options.length
    ? simple(a.narratives, 'narratives.id')
    : (ctx.narratives ?? []).map((n) => ({
        key: 'narratives.id' as const,
        value: String(n.id),
        label: n.title,
      }));
  return [
    field('expression', 'Search', 'expression', []),
    field(
      'channels',
      a.channels?.name ?? 'Channels',
      'multi',
      orEnum(a.channels && simple(a.channels, 'channels'), 'channels', CHANNELS, channelName),
    ),
    field('narratives', 'Narratives', 'multi', narratives),
    field(
      'languages',
      a.languages?.name ?? 'Languages',
      'multi',
      // Prefer a real name when the server only echoes the code.
      simple(a.languages, 'languages').map((o) => ({
        ...o,
        label: o.label === o.value ? languageName(o.value) : o.label,
      })),
    ),
    field(
      'bot_ratings',
      a.bot_ratings?.name ?? 'Bot detection',
      'multi',
      orEnum(
        a.bot_ratings && simple(a.bot_ratings, 'bot_ratings'),
        'bot_ratings',
        BOT_RATINGS,
        botRatingLabel,
      ).map((o) => {
        // One spelling everywhere ("Very likely", as pills and charts write it), not the service's "Very Likely".
        const named = { ...o, label: botRatingLabel(o.value) };
        return o.value === 'none'
          ? { ...named, description: 'No bot signals found. News mentions carry no rating: not included.' }
          : named;
      }),
      BOT_FILTER_HINT,
    ),
    field(
      'smart_categories',
      a.smart_categories?.name ?? 'Smart categories',
      'multi',
      modelOptions(a.smart_categories, 'smart_categories'),
    ),
    field(
      'custom_enrichments',
      a.custom_enrichments?.name ?? 'Custom enrichments',
      'multi',
      modelOptions(a.custom_enrichments, 'custom_enrichments'),
    ),
    field('mention_type', mt?.name ?? 'Mention type', 'multi', [
      ...orEnum(
        mt && simple(mt.social_media, 'mention_type.social_media', mt.social_media?.name ?? 'Social media'),
        'mention_type.social_media',
        SOCIAL_MEDIA_TYPES,
        (v) => SOCIAL_TYPE_LABELS[v] ?? v,
        'Social media',
      ),
      ...orEnum(
        mt && simple(mt.news, 'mention_type.news', mt.news?.name ?? 'News'),
        'mention_type.news',
        ['news'],
        () => 'News article',
        'News',
      ),
      ...orEnum(
        mt && simple(mt.podcasts, 'mention_type.podcasts', mt.podcasts?.name ?? 'Podcasts'),
        'mention_type.podcasts',
        ['podcasts'],
        () => 'Podcast',
        'Podcasts',
      ),
    ]),
    field(
      'publisher_geography',
      pg?.name ?? 'Publisher geography (news only)',
      'multi',
      [
        ...orEnum(
          pg &&
            simple(pg.source_region, 'publisher_geography.source_region', pg.source_region?.name ?? 'Region'),
          'publisher_geography.source_region',
          SOURCE_REGIONS,
          String,
          'Region',
        ),
        ...orEnum(
          pg &&
            simple(
              pg.source_sub_region,
              'publisher_geography.source_sub_region',
              pg.source_sub_region?.name ?? 'Subregion',
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
      'Where the publisher is based; social mentions carry none.',
    ),
    field('domains', 'Domains', 'tags', simple(a.domains, 'domains')),
    field('authors', 'Authors', 'tags', simple(a.authors, 'authors')),
    field('locations', 'Location', 'locations', []),
  ];
}
