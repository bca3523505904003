import { z } from 'zod/mini';
import { negatedValue } from './negation';
import type { FilterKey } from './registry';
import {
  ARRAY_FILTER_KEYS,
  BOT_LIKE_RATINGS,
  MENTION_SORTS,
  MentionFiltersSchema,
  MentionIdParamSchema,
  type MentionFilters,
} from '@/api/schemas';

type FilterShape = typeof MentionFiltersSchema.shape;
type ContractKey = keyof FilterShape;
const CONTRACT_KEYS = Object.keys(MentionFiltersSchema.shape) as [ContractKey, ...ContractKey[]];

/** A list of filter kinds in the URL (`not`, `off`); a bad entry drops the list, never the view. */
const KindListSchema = z.catch(z.optional(z.array(z.enum(CONTRACT_KEYS))), undefined);

/**
 * The mention filters as URL search params, derived from the API contract's own filter schema
 * (never copied): the URL, the charts and the API query share one vocabulary. Every key
 * `.catch`es on its own, so one hand-edited bad value drops that filter, never the whole view.
 */
export const MentionFilterSearchSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(MentionFiltersSchema.shape).map(([key, schema]) => [key, z.catch(schema, undefined)]),
  ) as { [K in keyof FilterShape]: z.ZodMiniCatch<FilterShape[K]> }),
  /** Kinds whose values are left out rather than kept ("Channel is not News"): see filtersToQuery. */
  not: KindListSchema,
  /** Kinds switched off for now: kept in the URL (and saved views) but not sent. */
  off: KindListSchema,
});
export type MentionFilterSearch = z.infer<typeof MentionFilterSearchSchema>;

/** Every filter key of the URL (the contract's keys), e.g. for links that keep the filters. */
export const FILTER_SEARCH_KEYS = Object.keys(
  MentionFilterSearchSchema.shape,
) as (keyof MentionFilterSearch)[];
/** Every filter key unset: merged first into a new search, so that keys a change dropped leave the URL. */
export const BLANK_FILTERS = Object.fromEntries(
  FILTER_SEARCH_KEYS.map((k) => [k, undefined]),
) as Partial<MentionFilterSearch>;

/**
 * List-only state beside the filters (the mention route's own params): sort, order, random sample
 * key, the open mention and the list's position (`page`: the 50-mention page holding the first
 * visible row). The filters themselves belong to the workspace layout route.
 */
export const MentionListStateSchema = z.object({
  sort: z.catch(z._default(z.enum(MENTION_SORTS), 'published'), 'published'),
  order: z.catch(z._default(z.enum(['asc', 'desc']), 'desc'), 'desc'),
  sample: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(200))), undefined),
  // A safe integer, or the digits of an id beyond 2^53 (kept as a string in the URL, read exactly).
  open: z.catch(z.optional(MentionIdParamSchema), undefined),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1), 1),
});
/** What the mention browser sees: the workspace's filters and its own list state. */
export type MentionListSearch = MentionFilterSearch & z.infer<typeof MentionListStateSchema>;
export const MENTION_LIST_DEFAULTS = { sort: 'published', order: 'desc', page: 1 } as const;

/** Keys that move within the same list; any other change asks a new question. */
export const POSITION_KEYS: ReadonlySet<string> = new Set(['page', 'open']);

/**
 * Applies a change to the list's search. A change to anything but the position (filters, sort,
 * order, sample) is a new list, so it starts again at page 1.
 */
export function applyListUpdate<S extends Partial<MentionListSearch>>(
  prev: S,
  next: Partial<MentionListSearch>,
): S {
  const prevRecord = prev as Record<string, unknown>;
  const newList = Object.entries(next).some(
    ([key, value]) => !POSITION_KEYS.has(key) && JSON.stringify(value) !== JSON.stringify(prevRecord[key]),
  );
  // A caller may pass the whole previous search back (e.g. `addFilterValue(search, …)`): a new
  // list wins over the page it carries.
  return { ...prev, ...next, ...(newList ? { page: 1 } : {}) };
}

export type ArrayFilterKey = (typeof ARRAY_FILTER_KEYS)[number];
type FilterValue = string | number;

function valuesOf(search: Partial<MentionFilterSearch>, key: ArrayFilterKey): FilterValue[] {
  return ((search as Record<string, unknown>)[key] as FilterValue[] | undefined) ?? [];
}

/**
 * Whether a value can be sent under a filter key (e.g. a distribution's `custom` channel group or
 * an `und` language cannot): callers offer click-through or pinning only for such values.
 */
export function isFilterValue(key: ArrayFilterKey, value: FilterValue): boolean {
  const schema = MentionFilterSearchSchema.shape[key] as z.ZodMiniType<FilterValue[] | undefined>;
  return schema.parse([value])?.length === 1;
}

/**
 * The URL's filters as they stand (values, negated and disabled kinds), without anything else of
 * the search: what saved views, the workspace memory and a view's query key keep.
 */
export function pickFilters(search: Partial<MentionFilterSearch>): Partial<MentionFilterSearch> {
  const out: Record<string, unknown> = { ...filterValues(search) };
  const kinds = new Set(Object.keys(out));
  for (const list of ['not', 'off'] as const) {
    const keys = (search[list] ?? []).filter((k) => kinds.has(k));
    if (keys.length) out[list] = [...new Set(keys)];
  }
  return out as Partial<MentionFilterSearch>;
}

/** Only the filter values (negation and disabling ignored): empty arrays and blank expressions dropped. */
export function filterValues(search: Partial<MentionFilterSearch>): MentionFilters {
  const query: Record<string, unknown> = {};
  for (const key of ARRAY_FILTER_KEYS) {
    const values = valuesOf(search, key);
    if (values.length > 0) query[key] = [...values];
  }
  const expression = search.filter_expression?.trim();
  if (expression) query.filter_expression = expression;
  return query as MentionFilters;
}

/**
 * URL search → the API's filter parameters: THE one place the URL's filters become the query.
 * Disabled kinds are left out; a negated kind is sent as what the service can express (the
 * registry's `negation`): NOT around the keyword search, every other value of a closed set.
 */
export function filtersToQuery(search: Partial<MentionFilterSearch>): MentionFilters {
  const values = filterValues(search) as Record<string, unknown>;
  const off = new Set<string>(search.off ?? []);
  const not = new Set<string>(search.not ?? []);
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (off.has(key)) continue;
    query[key] = not.has(key) ? negatedValue(key as FilterKey, value as string | FilterValue[]) : value;
  }
  return query as MentionFilters;
}

/** Adds one value to one array filter (no duplicates). Other search params are kept. */
export function addFilterValue<S extends Partial<MentionFilterSearch>>(
  search: S,
  key: ArrayFilterKey,
  value: FilterValue,
): S {
  const current = valuesOf(search, key);
  if (current.some((v) => String(v) === String(value))) return search;
  return { ...search, [key]: [...current, value] };
}

/** Removes one value from one array filter; the key disappears when it empties. */
export function removeFilterValue<S extends Partial<MentionFilterSearch>>(
  search: S,
  key: ArrayFilterKey,
  value: FilterValue,
): S {
  const rest = valuesOf(search, key).filter((v) => String(v) !== String(value));
  return { ...search, [key]: rest.length > 0 ? rest : undefined };
}

/** Replaces all values of one array filter. */
export function setFilterValues<S extends Partial<MentionFilterSearch>>(
  search: S,
  key: ArrayFilterKey,
  values: FilterValue[],
): S {
  return { ...search, [key]: values.length > 0 ? values : undefined };
}

/** Drops every filter, keeping list state (sort, order, sample) and the global date params. */
export function clearFilters<S extends Partial<MentionFilterSearch>>(search: S): S {
  const next: Record<string, unknown> = { ...search };
  delete next.not;
  delete next.off;
  for (const key of ARRAY_FILTER_KEYS) delete next[key];
  delete next.filter_expression;
  return next as S;
}

export interface ActiveFilter {
  key: ArrayFilterKey | 'filter_expression';
  value: string;
}

/** A value's `key:value` id (scope notes and struck pills name unapplied values by it). */
export const filterId = (f: ActiveFilter) => `${f.key}:${f.value}`;

/** How many pills the filter bar shows: one per kind (places aside: one per chosen place). */
export const pillCount = (search: Partial<MentionFilterSearch>): number =>
  new Set(activeFilters(search).flatMap((f) => (f.key.startsWith('locations.') ? [] : [f.key]))).size;

/** One entry per active value, in a stable order: what the pills show. */
export function activeFilters(search: Partial<MentionFilterSearch>): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const expression = search.filter_expression?.trim();
  if (expression) out.push({ key: 'filter_expression', value: expression });
  for (const key of ARRAY_FILTER_KEYS) {
    for (const value of valuesOf(search, key)) out.push({ key, value: String(value) });
  }
  return out;
}

/**
 * The filters of exactly the bot mentions (a bot share counts these; the narrative's bot line draws them): the bot-like ratings, within the
 * ratings the filters already keep (null when they keep none: no mention can count).
 */
export function botMentionFilters<F extends Partial<MentionFilterSearch>>(filters: F): F | null {
  const own: readonly string[] = filters.bot_ratings ?? [];
  const ratings = own.length ? BOT_LIKE_RATINGS.filter((r) => own.includes(r)) : [...BOT_LIKE_RATINGS];
  return ratings.length ? { ...filters, bot_ratings: ratings } : null;
}
