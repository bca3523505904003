import {
  type AvailableFilters,
  type LocationLevel,
  type MentionFilters,
  type ModelFilterGroup,
  type SimpleFilterGroup,
} from '@/api/schemas';
import { botRatingLabel, channelName, languageName, mentionTypeLabel } from '@/lib/labels';
import { NEGATIONS, type FilterNegation } from './negation-sets';
import { botDetail, modelValue, place, plain, SOCIAL_TYPE_LABELS } from './registry-describe';

export { BOT_FILTER_HINT, SOCIAL_TYPE_LABELS } from './registry-describe';

/**
 * The filter registry: one entry per filter kind of the API contract (`MentionFiltersSchema`).
 * A kind says which builder field it belongs to, how one value reads (pills, chart axes, CSV), and
 * which `group_by` groups mentions by it (so a chart group can become this filter again). The URL
 * form is derived from the contract in src/filters/mention-filters-url.ts; the filter bar's fields and
 * their option sources in ./field-options.ts; chart dimensions and click-through in ./dimensions.ts.
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
  /** A channel's name, custom channels (keyed by their id) included (`useChannelNames`, where loaded). */
  channelName?: (key: string) => string;
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

/** How a kind's values are written: free text, a code of a closed set, a numeric id, `<model>:<key>`. */
export type FilterValueType = 'text' | 'code' | 'id' | 'model' | 'expression';

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
  /** Where its options live in available-filters (null: none are listed, e.g. places). */
  listedIn: ((a: AvailableFilters) => SimpleFilterGroup | ModelFilterGroup | undefined) | null;
  valueType: FilterValueType;
  negation: FilterNegation;
  /** The chart dimension's name (its `groupBy`; null without one). A chart group reads `describe`. */
  dimension: string | null;
  /**
   * Whether it means the same in every workspace (share of voice applies a filter to several):
   * `listed` where each workspace's available-filters list it, `always` (a property of every
   * mention: search, domains, authors, places), `never` (names something of one workspace).
   */
  across: 'listed' | 'always' | 'never';
}

const PUBLISHER = 'Publisher geography (news only)';

/** A place level: picked in the location tree, listed by GET /locations (not available-filters). */
function placeKind(level: LocationLevel, label: string): FilterKind {
  return {
    field: 'locations',
    label,
    describe: place(level, label),
    groupBy: `locations.${level}`,
    listedIn: null,
    valueType: 'id',
    negation: null,
    dimension: `Location: ${label.toLowerCase()}`,
    across: 'always',
  };
}

/**
 * A registry for a set of filter keys: one entry per key, no more, no fewer. Exported so a test
 * can show that a kind added to the contract without an entry does not compile.
 */
export type FilterRegistry<K extends string = FilterKey> = Record<K, FilterKind>;

/** Every filter kind of the contract, exactly once (the `satisfies` makes a missing one an error). */
export const FILTER_KINDS = {
  filter_expression: {
    field: 'expression',
    label: 'Search',
    describe: (value) => ({ label: 'Search', value, title: `Keyword search: ${value}` }),
    groupBy: null,
    listedIn: null,
    valueType: 'expression',
    negation: NEGATIONS.filter_expression,
    dimension: null,
    across: 'always',
  },
  channels: {
    field: 'channels',
    label: 'Channel',
    describe: plain('Channel', (v, ctx) => (ctx.channelName ?? channelName)(v)),
    groupBy: 'channels',
    facet: true,
    listedIn: (a) => a.channels,
    valueType: 'code',
    negation: NEGATIONS.channels,
    dimension: 'Channel',
    across: 'listed',
  },
  'narratives.id': {
    field: 'narratives',
    label: 'Narrative',
    describe: plain('Narrative', (v, ctx) => ctx.narratives?.find((n) => String(n.id) === v)?.title),
    groupBy: 'narratives.id',
    facet: true,
    listedIn: (a) => a.narratives,
    valueType: 'id',
    negation: null,
    dimension: 'Narrative',
    across: 'never',
  },
  languages: {
    field: 'languages',
    label: 'Language',
    describe: plain('Language', languageName),
    groupBy: 'languages',
    facet: true,
    listedIn: (a) => a.languages,
    valueType: 'code',
    negation: NEGATIONS.languages,
    dimension: 'Language',
    across: 'listed',
  },
  bot_ratings: {
    field: 'bot_ratings',
    label: 'Bot rating',
    describe: plain('Bot rating', botRatingLabel, undefined, botDetail),
    groupBy: 'bot_ratings',
    facet: true,
    listedIn: (a) => a.bot_ratings,
    valueType: 'code',
    negation: NEGATIONS.bot_ratings,
    dimension: 'Bot rating',
    across: 'listed',
  },
  smart_categories: {
    field: 'smart_categories',
    label: 'Smart category',
    describe: modelValue('smart_categories', 'Smart category'),
    groupBy: null,
    facet: true,
    listedIn: (a) => a.smart_categories,
    valueType: 'model',
    negation: null,
    dimension: null,
    across: 'never',
  },
  custom_enrichments: {
    field: 'custom_enrichments',
    label: 'Custom enrichment',
    describe: modelValue('custom_enrichments', 'Custom enrichment'),
    groupBy: null,
    listedIn: (a) => a.custom_enrichments,
    valueType: 'model',
    negation: null,
    dimension: null,
    across: 'never',
  },
  'mention_type.social_media': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', (v) => SOCIAL_TYPE_LABELS[v], 'Social media'),
    groupBy: 'mention_type.social_media',
    listedIn: (a) => a.mention_type?.social_media,
    valueType: 'code',
    negation: NEGATIONS['mention_type.social_media'],
    dimension: 'Mention type: social media',
    across: 'listed',
  },
  'mention_type.news': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', () => mentionTypeLabel('news.news'), 'News'),
    groupBy: 'mention_type.news',
    listedIn: (a) => a.mention_type?.news,
    valueType: 'code',
    negation: null,
    dimension: 'Mention type: news',
    across: 'listed',
  },
  'mention_type.podcasts': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', () => mentionTypeLabel('podcasts.podcasts'), 'Podcasts'),
    groupBy: 'mention_type.podcasts',
    listedIn: (a) => a.mention_type?.podcasts,
    valueType: 'code',
    negation: null,
    dimension: 'Mention type: podcasts',
    across: 'listed',
  },
  'publisher_geography.source_country': {
    field: 'publisher_geography',
    label: 'Publisher country',
    context: PUBLISHER,
    // Pills read short ("Country: Germany"); the group is said on hover.
    describe: plain('Country', undefined, PUBLISHER),
    groupBy: 'publisher_geography.source_country',
    listedIn: (a) => a.publisher_geography?.source_country,
    valueType: 'text',
    negation: null,
    dimension: 'Publisher country',
    across: 'listed',
  },
  'publisher_geography.source_region': {
    field: 'publisher_geography',
    label: 'Publisher region',
    context: PUBLISHER,
    describe: plain('Region', undefined, PUBLISHER),
    groupBy: 'publisher_geography.source_region',
    listedIn: (a) => a.publisher_geography?.source_region,
    valueType: 'code',
    negation: NEGATIONS['publisher_geography.source_region'],
    dimension: 'Publisher region',
    across: 'listed',
  },
  'publisher_geography.source_sub_region': {
    field: 'publisher_geography',
    label: 'Publisher subregion',
    context: PUBLISHER,
    describe: plain('Subregion', undefined, PUBLISHER),
    groupBy: 'publisher_geography.source_sub_region',
    listedIn: (a) => a.publisher_geography?.source_sub_region,
    valueType: 'code',
    negation: NEGATIONS['publisher_geography.source_sub_region'],
    dimension: 'Publisher subregion',
    across: 'listed',
  },
  domains: {
    field: 'domains',
    label: 'Domain',
    describe: plain('Domain'),
    groupBy: 'domains',
    facet: true,
    listedIn: (a) => a.domains,
    valueType: 'text',
    negation: null,
    dimension: 'Domain',
    across: 'always',
  },
  authors: {
    field: 'authors',
    label: 'Author',
    describe: plain('Author'),
    groupBy: 'authors',
    facet: true,
    listedIn: (a) => a.authors,
    valueType: 'text',
    negation: null,
    dimension: 'Author',
    across: 'always',
  },
  'locations.region': placeKind('region', 'Region'),
  'locations.subregion': placeKind('subregion', 'Sub-region'),
  'locations.country': placeKind('country', 'Country'),
  'locations.state': placeKind('state', 'State'),
  'locations.county': placeKind('county', 'County'),
  'locations.city': placeKind('city', 'City'),
} as const satisfies FilterRegistry;

export const FILTER_KEYS = Object.keys(FILTER_KINDS) as FilterKey[];

/** How one active value of a kind reads, for pills, tooltips and exports. */
export function describeFilter(key: FilterKey, value: string, ctx: FilterContext): ValueDescription {
  return FILTER_KINDS[key].describe(value, ctx);
}
