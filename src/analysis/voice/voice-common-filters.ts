import type { AvailableFilters, SimpleFilterGroup } from '@/api/schemas';
import { buildFilterFields, type FilterField } from '@/filters/fields';
import { FILTER_KEYS, FILTER_KINDS, type FilterKey, type FilterKind } from '@/filters/registry';
import { wordList } from '@/lib/labels';
import { activeFilters, type ActiveFilter, type MentionFilterSearch } from '@/filters/mention-filters-url';

/**
 * Which filters of the shared filter bar share of voice applies: only the kinds every compared
 * workspace supports. A kind listed by available-filters is supported by a workspace whose
 * available-filters list it (even with no options: filtering a workspace by a value it has no
 * mentions of is a valid question answering 0). The keyword search, domains, authors and places
 * are properties of every mention that every workspace's endpoints take (the public sample lists
 * none of them), so they always apply. Kinds that name something of one workspace never apply.
 */

/** Filters that name something of one workspace (its narratives, its enrichment values): the registry's `across: 'never'`. */
export const WORKSPACE_BOUND_FILTERS = FILTER_KEYS.filter((k) => FILTER_KINDS[k].across === 'never');
const BOUND: ReadonlySet<string> = new Set(WORKSPACE_BOUND_FILTERS);

type SimpleSource = (a: AvailableFilters) => SimpleFilterGroup | undefined;
/** Where each listed kind sits in available-filters (the registry's `across: 'listed'` kinds). */
const LISTED: Partial<Record<FilterKey, SimpleSource>> = Object.fromEntries(
  FILTER_KEYS.flatMap((k) => {
    const kind: FilterKind = FILTER_KINDS[k];
    return kind.across === 'listed' && kind.listedIn ? [[k, kind.listedIn as SimpleSource]] : [];
  }),
);
type ListedKey = FilterKey;
const isListed = (key: string): key is ListedKey => key in LISTED;
const listedGroup = (key: ListedKey, a: AvailableFilters) => LISTED[key]?.(a);

export interface VoiceFilterSource {
  name: string;
  /** Its available-filters; null when they could not be loaded (nothing listed is then assumed). */
  available: AvailableFilters | null;
}

export interface VoiceFilterSupport {
  /** Listed kinds some workspace lacks: the names of those that do not list it / could not say. */
  missing: ReadonlyMap<FilterKey, { lacking: string[]; unknown: string[] }>;
  /** Every workspace's options together (each value once, first seen first): names and fields. */
  available: AvailableFilters;
}

/** Each value once, in the order first seen; the first group's name and key. */
function unionGroup<G extends SimpleFilterGroup>(groups: readonly (G | undefined)[]): G | undefined {
  const present = groups.filter((g): g is G => g !== undefined);
  if (present.length === 0) return undefined;
  const options = new Map<string, G['options'][number]>();
  for (const o of present.flatMap((g) => g.options)) if (!options.has(o.value)) options.set(o.value, o);
  return { ...present[0]!, options: [...options.values()] };
}

type ModelGroup = NonNullable<AvailableFilters['smart_categories']>;
/** Models of every workspace, each enrichment once (team-wide enrichments repeat per workspace). */
function unionModels(groups: readonly (ModelGroup | undefined)[]): ModelGroup | undefined {
  const present = groups.filter((g): g is ModelGroup => g !== undefined);
  if (present.length === 0) return undefined;
  const models = new Map<number, ModelGroup['models'][number]>();
  for (const m of present.flatMap((g) => g.models))
    if (!models.has(m.enrichment_id)) models.set(m.enrichment_id, m);
  return { ...present[0]!, models: [...models.values()] };
}

/** One available-filters object holding every workspace's options. */
function unionAvailable(list: readonly AvailableFilters[]): AvailableFilters {
  const pick = <K extends keyof AvailableFilters>(k: K) => list.map((a) => a[k]);
  const mt = list.map((a) => a.mention_type).filter((m) => m !== undefined);
  const pg = list.map((a) => a.publisher_geography).filter((p) => p !== undefined);
  return {
    channels: unionGroup(pick('channels')),
    languages: unionGroup(pick('languages')),
    bot_ratings: unionGroup(pick('bot_ratings')),
    domains: unionGroup(pick('domains')),
    authors: unionGroup(pick('authors')),
    narratives: unionGroup(pick('narratives')),
    smart_categories: unionModels(pick('smart_categories')),
    custom_enrichments: unionModels(pick('custom_enrichments')),
    mention_type: mt.length
      ? {
          ...mt[0]!,
          social_media: unionGroup(mt.map((m) => m.social_media)),
          news: unionGroup(mt.map((m) => m.news)),
          podcasts: unionGroup(mt.map((m) => m.podcasts)),
        }
      : undefined,
    publisher_geography: pg.length
      ? {
          ...pg[0]!,
          source_country: unionGroup(pg.map((p) => p.source_country)),
          source_region: unionGroup(pg.map((p) => p.source_region)),
          source_sub_region: unionGroup(pg.map((p) => p.source_sub_region)),
        }
      : undefined,
  };
}

/** What the compared workspaces support together, from each one's available-filters. */
export function voiceFilterSupport(sources: readonly VoiceFilterSource[]): VoiceFilterSupport {
  const missing = new Map<FilterKey, { lacking: string[]; unknown: string[] }>();
  for (const key of Object.keys(LISTED) as ListedKey[]) {
    const lacking = sources.filter((s) => s.available && !listedGroup(key, s.available)).map((s) => s.name);
    const unknown = sources.filter((s) => !s.available).map((s) => s.name);
    if (lacking.length || unknown.length) missing.set(key, { lacking, unknown });
  }
  const known = sources.flatMap((s) => (s.available ? [s.available] : []));
  return { missing, available: unionAvailable(known) };
}

/** Whether every compared workspace supports a filter kind (null support: not known yet). */
export function supportsKind(key: FilterKey, support: VoiceFilterSupport | null): boolean | null {
  if (BOUND.has(key)) return false;
  if (!isListed(key)) return true;
  return support ? !support.missing.has(key) : null;
}

export interface VoiceFilterPlan<F> {
  /** The filters sent to every workspace; null while some active filter waits for the support. */
  applied: F | null;
  /** The active filters not applied (struck-through pills). */
  unapplied: ActiveFilter[];
}

/** The filters share of voice sends (the supported ones) and those it shows as not applied. */
export function planVoiceFilters<F extends Partial<MentionFilterSearch>>(
  filters: F,
  support: VoiceFilterSupport | null,
): VoiceFilterPlan<F> {
  // A kind switched off is not sent anywhere: share of voice neither waits for it nor strikes it.
  const off = new Set<string>(filters.off ?? []);
  const active = activeFilters(filters).filter((f) => !off.has(f.key));
  const unapplied = active.filter((f) => supportsKind(f.key, support) === false);
  if (active.some((f) => supportsKind(f.key, support) === null)) return { applied: null, unapplied };
  const applied: Record<string, unknown> = { ...filters };
  for (const f of unapplied) delete applied[f.key];
  return { applied: applied as F, unapplied };
}

/** Why each unapplied kind is left out, one sentence per kind, in pill order. */
export function unappliedReasons(
  unapplied: readonly ActiveFilter[],
  support: VoiceFilterSupport | null,
): string[] {
  const kinds = [...new Set(unapplied.map((f) => f.key))];
  const out: string[] = [];
  if (kinds.some((k) => BOUND.has(k)))
    out.push(
      'Narrative and enrichment filters belong to one workspace, so share of voice does not apply them.',
    );
  for (const key of kinds) {
    const gap = support?.missing.get(key);
    if (!gap) continue;
    // The group's own name ("Podcasts", "Source Country") says which part of a kind it is.
    const name =
      (isListed(key) && support && listedGroup(key, support.available)?.name) || FILTER_KINDS[key].label;
    const why = [
      gap.lacking.length
        ? `${wordList(gap.lacking, 'and')} ${gap.lacking.length > 1 ? 'do' : 'does'} not offer it`
        : '',
      gap.unknown.length ? `the filters of ${wordList(gap.unknown, 'and')} could not be loaded` : '',
    ].filter(Boolean);
    out.push(`The “${name}” filter is not applied: ${why.join('; ')}.`);
  }
  return out;
}

/** The filter panel's fields: the kinds every workspace supports, with all their values. */
export function voiceFilterFields(support: VoiceFilterSupport): FilterField[] {
  return buildFilterFields(support.available).flatMap((f): FilterField[] => {
    const keys: FilterField['keys'] = [];
    for (const k of f.keys) if (supportsKind(k, support)) keys.push(k);
    if (keys.length === 0) return [];
    return [{ ...f, keys, options: f.options.filter((o) => keys.includes(o.key)) }];
  });
}
