import {
  SOCIAL_MEDIA_TYPES,
  type AvailableFilters,
  type LocationLevel,
  type MentionFilters,
} from '@/api/schemas';
import { botRatingLabel, channelName, languageName, mentionTypeLabel } from '@/lib/labels';

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
    return {
      label,
      value: shown,
      title: `${context ? `${context} · ` : ''}${label}: ${shown}${more ? ` — ${more}` : ''}`,
    };
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

export const SOCIAL_TYPE_LABELS: Record<string, string> = Object.fromEntries(
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
    groupBy: 'mention_type.social_media',
  },
  'mention_type.news': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', () => mentionTypeLabel('news.news'), 'News'),
    groupBy: 'mention_type.news',
  },
  'mention_type.podcasts': {
    field: 'mention_type',
    label: 'Mention type',
    describe: plain('Mention type', () => mentionTypeLabel('podcasts.podcasts'), 'Podcasts'),
    groupBy: 'mention_type.podcasts',
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

/** How one active value of a kind reads, for pills, tooltips and exports. */
export function describeFilter(key: FilterKey, value: string, ctx: FilterContext): ValueDescription {
  return FILTER_KINDS[key].describe(value, ctx);
}
