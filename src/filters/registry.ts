import {
  BOT_RATINGS,
  CHANNELS,
  SOCIAL_MEDIA_TYPES,
  SOURCE_REGIONS,
  SOURCE_SUB_REGIONS,
  type AvailableFilters,
  type LocationLevel,
  type MentionFilters,
  type SimpleFilterGroup,
} from '@/api/schemas';
import { botRatingLabel, channelName, languageName, mentionTypeLabel } from '@/lib/labels';

/**
 * The filter registry: one entry per filter kind of the API contract (`MentionFiltersSchema`).
 * A kind says which builder field it belongs to, how one value reads (pills, chart axes, CSV), and
 * which `group_by` groups mentions by it (so a chart group can become this filter again). The URL
 * form is derived from the contract in src/lib/mention-filters-url.ts; fields and their option
 * sources are below; chart dimensions and click-through in ./dimensions.ts.
 *
 * Adding a filter kind: the contract (src/api/schemas/filters.ts), one entry here (the compiler
 * makes a missing one an error), and the server's compiler (server/db/mention-filters.ts).
 */

export type FilterKey = keyof MentionFilters;
export type ArrayFilterKey = Exclude<FilterKey, 'filter_expression'>;

/** Data the dashboard already holds that option sources and labels may read. */
export interface FilterContext {
  available?: AvailableFilters;
  narratives?: readonly { id: number; title: string }[];
  /** A place's name when the location cache knows it. */
  placeName?: (level: LocationLevel, id: number) => string | undefined;
  /** A place's path ("Travis County, Texas, United States") when known, said on hover. */
  placePath?: (level: LocationLevel, id: number) => string | undefined;
}

export type FieldId =
  | 'expression'
  | 'channels'
  | 'narratives'
  | 'languages'
  | 'bot_ratings'
  | 'smart_categories'
  | 'custom_enrichments'
  | 'mention_type'
  | 'publisher_geography'
  | 'domains'
  | 'authors'
  | 'locations';

/** How one active value reads: `label: value`, with the longer `title` on hover. */
export interface ValueDescription {
  label: string;
  value: string;
  title: string;
}

export interface FilterKind {
  field: FieldId;
  /** Short noun of one value: "Channel", "Region". */
  label: string;
  /** Where the kind sits, said on hover: "Publisher geography (news only)". */
  context?: string;
  /** Readable text of one value (the raw value when nothing better is known). */
  describe: (value: string, ctx: FilterContext) => ValueDescription;
  /** The fixed `group_by` whose group keys are values of this kind (model kinds: see dimensions). */
  groupBy: string | null;
  /** Shown in the mention browser's panel of top values (model kinds: one section per model). */
  facet?: boolean;
}

const plain =
  (
    label: string,
    text: (value: string, ctx: FilterContext) => string | undefined = () => undefined,
    context?: string,
    detail: (value: string, ctx: FilterContext) => string | undefined = () => undefined,
  ) =>
  (value: string, ctx: FilterContext): ValueDescription => {
    const shown = text(value, ctx) || value;
    const more = detail(value, ctx);
    return { label, value: shown, title: `${context ? `${context} · ` : ''}${label}: ${shown}${more ? ` — ${more}` : ''}` };
  };

/** `244:c0` → the model's name as the label and the option's name as the value. */
const modelValue =
  (group: 'smart_categories' | 'custom_enrichments', fallback: string) =>
  (value: string, ctx: FilterContext): ValueDescription => {
    const id = Number(value.slice(0, value.indexOf(':')));
    const model = ctx.available?.[group]?.models.find((m) => m.enrichment_id === id);
    const option = model?.options.find((o) => o.value === value);
    const label = model?.name ?? `${fallback} ${id}`;
    const shown = option?.name ?? value.slice(value.indexOf(':') + 1);
    return { label, value: shown, title: `${fallback} · ${label}: ${shown}` };
  };

const SOCIAL_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  SOCIAL_MEDIA_TYPES.map((t) => [t, mentionTypeLabel(`social_media.${t}`)]),
);

const place = (level: LocationLevel, label: string) =>
  plain(
    label,
    (value, ctx) => ctx.placeName?.(level, Number(value)),
    'Location',
    (value, ctx) => ctx.placePath?.(level, Number(value)),
  );

/** Why a bot filter surprises: news has no rating, so any bot filter (even "None") leaves it out. */
export const BOT_FILTER_HINT =
  'Only social media mentions carry a bot rating: news mentions have none and are left out by any bot filter, “None” included.';
const botDetail = (value: string) =>
  `${value === 'none' ? 'no bot signals were found for the account. ' : ''}${BOT_FILTER_HINT}`;

const PUBLISHER = 'Publisher geography (news only)';

/** Every filter kind of the contract, exactly once (the `satisfies` makes a missing one an error). */
export const FILTER_KINDS = {
  filter_expression: {
    field: 'expression',
    label: 'Search',
    describe: (value) => ({ label: 'Search', value, title: `Keyword search: ${value}` }),
    groupBy: null,
  },
  channels: {
    field: 'channels',
    label: 'Channel',
    describe: plain('Channel', channelName),
    groupBy: 'channels',
    facet: true,
  },
  'narratives.id': {
    field: 'narratives',
    label: 'Narrative',
    describe: plain('Narrative', (v, ctx) => ctx.narratives?.find((n) => String(n.id) === v)?.title),
    groupBy: 'narratives.id',
    facet: true,
  },
  languages: {
    field: 'languages',
    label: 'Language',
    describe: plain('Language', languageName),
    groupBy: 'languages',
    facet: true,
  },
  bot_ratings: {
    field: 'bot_ratings',
    label: 'Bot rating',
    describe: plain('Bot rating', botRatingLabel, undefined, botDetail),
    groupBy: 'bot_ratings',
    facet: true,
  },
  smart_categories: {
    field: 'smart_categories',
    label: 'Smart category',
    describe: modelValue('smart_categories', 'Smart category'),
    groupBy: null,
    facet: true,
  },
  custom_enrichments: {
    field: 'custom_enrichments',
    label: 'Custom enrichment',
    describe: modelValue('custom_enrichments', 'Custom enrichment'),
    groupBy: null,
  },
  'mention_type.social_media': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', (v) => SOCIAL_TYPE_LABELS[v], 'Social media'),
    groupBy: null,
  },
  'mention_type.news': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', () => mentionTypeLabel('news.news'), 'News'),
    groupBy: null,
  },
  'mention_type.podcasts': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', () => mentionTypeLabel('podcasts.podcasts'), 'Podcasts'),
    groupBy: null,
  },
  'publisher_geography.source_country': {
    field: 'publisher_geography',
    label: 'Publisher country',
    context: PUBLISHER,
    // Pills read short ("Country: Germany"); the group is said on hover.
    describe: plain('Country', undefined, PUBLISHER),
    groupBy: 'publisher_geography.source_country',
  },
  'publisher_geography.source_region': {
    field: 'publisher_geography',
    label: 'Publisher region',
    context: PUBLISHER,
    describe: plain('Region', undefined, PUBLISHER),
    groupBy: 'publisher_geography.source_region',
  },
  'publisher_geography.source_sub_region': {
    field: 'publisher_geography',
    label: 'Publisher subregion',
    context: PUBLISHER,
    describe: plain('Subregion', undefined, PUBLISHER),
    groupBy: 'publisher_geography.source_sub_region',
  },
  domains: { field: 'domains', label: 'Domain', describe: plain('Domain'), groupBy: 'domains', facet: true },
  authors: { field: 'authors', label: 'Author', describe: plain('Author'), groupBy: 'authors', facet: true },
  'locations.region': {
    field: 'locations',
    label: 'Region',
    describe: place('region', 'Region'),
    groupBy: 'locations.region',
  },
  'locations.subregion': {
    field: 'locations',
    label: 'Sub-region',
    describe: place('subregion', 'Sub-region'),
    groupBy: 'locations.subregion',
  },
  'locations.country': {
    field: 'locations',
    label: 'Country',
    describe: place('country', 'Country'),
    groupBy: 'locations.country',
  },
  'locations.state': {
    field: 'locations',
    label: 'State',
    describe: place('state', 'State'),
    groupBy: 'locations.state',
  },
  'locations.county': {
    field: 'locations',
    label: 'County',
    describe: place('county', 'County'),
    groupBy: 'locations.county',
  },
  'locations.city': {
    field: 'locations',
    label: 'City',
    describe: place('city', 'City'),
    groupBy: 'locations.city',
  },
} as const satisfies Record<FilterKey, FilterKind>;

export const FILTER_KEYS = Object.keys(FILTER_KINDS) as FilterKey[];

export function filterKind(key: FilterKey): FilterKind {
  return FILTER_KINDS[key];
}

/** How one active value of a kind reads, for pills, tooltips and exports. */
export function describeFilter(key: FilterKey, value: string, ctx: FilterContext): ValueDescription {
  return FILTER_KINDS[key].describe(value, ctx);
}

// ---------------------------------------------------------------------------------------------
// Builder fields: the controls of the filter bar, each spanning one or more kinds.

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
      ).map((o) =>
        o.value === 'none' ? { ...o, description: 'No bot signals found. News mentions carry no rating: not included.' } : o,
      ),
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
