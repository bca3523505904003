import { BOT_RATINGS, CHANNELS, SOCIAL_MEDIA_TYPES, SOURCE_REGIONS, SOURCE_SUB_REGIONS } from '@/api/schemas';
import { ISO_639_1 } from './iso-languages';
import type { FilterKey } from './registry';

/**
 * How "not these values" can be sent: `expression` through NOT in the keyword search,
 * `complement` as every other value of the kind's closed set (`universe`), null where the service
 * cannot express it (free text such as authors and domains, open sets such as places). Its own
 * small module: the URL's filters become the API's query on every page (mention-filters-url.ts),
 * and that path needs these sets, not the whole registry (which reads them from here).
 */
export type FilterNegation =
  { by: 'expression' } | { by: 'complement'; universe: readonly string[]; leftOut: string } | null;

const complement = (universe: readonly string[], leftOut = 'mentions without one'): FilterNegation => ({
  by: 'complement',
  universe,
  leftOut,
});

export const NEGATIONS = {
  filter_expression: { by: 'expression' },
  channels: complement(CHANNELS, 'custom channels'),
  languages: complement(ISO_639_1),
  bot_ratings: complement(BOT_RATINGS, 'news (it carries no rating)'),
  'mention_type.social_media': complement(SOCIAL_MEDIA_TYPES, 'news and podcasts'),
  'publisher_geography.source_region': complement(SOURCE_REGIONS),
  'publisher_geography.source_sub_region': complement(SOURCE_SUB_REGIONS),
} as const satisfies Partial<Record<FilterKey, FilterNegation>>;

/** The kind's negation, null where the service cannot express "not". */
export const negationOf = (key: FilterKey): FilterNegation =>
  (NEGATIONS as Partial<Record<FilterKey, FilterNegation>>)[key] ?? null;
