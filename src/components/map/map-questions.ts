import { analyticsQueries, type DistributionQuery } from '@/api/analytics';
import { supportsExtension } from '@/api/capabilities';
import { locationQueries, type Location } from '@/api/locations';
import { MAX_GROUPS, type DistributionResult } from '@/api/schemas';
import type { JoinPlace, MapLevel } from '@/analysis/map/geo-join';
import {
  isPublisherLevel,
  placesNamed,
  PUBLISHER_KEY,
  publisherCounts,
  type PublisherCounts,
} from '@/analysis/map/publisher-geo';
import { locationKey, withLocations } from '@/filters/location-tree';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';

/**
 * A map's questions to the API, in one home: pure functions that give the query options of the
 * level's places, of the counts and of the questions that complete a cut answer, and read the
 * answers into counts. The map's hooks ask them with useQuery/useQueries (use-map-places.ts,
 * use-map-counts.ts, use-exact-answer.ts), a report's map block with ensureQueryData
 * (features/reports/export/map-figure.ts), so both send the same keys.
 */

/** The taxonomy answers at most 500 places a page (spec). */
const PAGE = 500;

/** A level's places, one page of them; counties are the children of one state. */
export function pageQuery(level: MapLevel, stateId: number | undefined, offset: number) {
  const paging = { limit: PAGE, offset };
  // Two factories, one answer type: typed as the level factory's so useQuery/useQueries take either.
  return (
    level === 'county'
      ? locationQueries.children(stateId ?? 0, 'state', paging)
      : locationQueries.level(level, paging)
  ) as ReturnType<typeof locationQueries.level>;
}

/** The offsets of the pages after the first, for a level of `total` places. */
export function pageOffsets(total: number): number[] {
  const out: number[] = [];
  for (let offset = PAGE; offset < total; offset += PAGE) out.push(offset);
  return out;
}

/** A state's FIPS code as the US boundary sets name it (two digits). */
export const stateFips = (state: Location | undefined): string | undefined =>
  state?.standard.find((s) => s.type === 'fips')?.code.padStart(2, '0');

/** The service's own answer size when it does not take `limit` (real-api.md §2). */
const DEFAULT_GROUPS = 100;

/**
 * The question the map asks: the workspace's filters without the drawn level's own location
 * filter (so every place keeps its count and the chosen ones are outlined instead); counties are
 * counted within their state. On the publisher map, without the level's publisher filter.
 */
function mapScope(
  filters: MentionFilterSearch,
  level: MapLevel,
  stateId?: number,
  publisher = false,
): MentionFilterSearch {
  if (publisher && isPublisherLevel(level)) return { ...filters, [PUBLISHER_KEY[level]]: undefined };
  const open = withLocations(filters, { [level]: undefined });
  return level === 'county' && stateId !== undefined ? withLocations(open, { state: [stateId] }) : open;
}

/**
 * The counts question without its window: the scope, grouped by the level's places (or the
 * publisher's), asking for more groups than any level has (249 countries, 254 Texas counties).
 */
export function countsQuery(
  filters: MentionFilterSearch,
  level: MapLevel,
  stateId: number | undefined,
  byPublisher: boolean,
) {
  return {
    ...filtersToQuery(mapScope(filters, level, stateId, byPublisher)),
    group_by: byPublisher ? PUBLISHER_KEY[level as keyof typeof PUBLISHER_KEY] : `locations.${level}`,
    limit: MAX_GROUPS,
  };
}

/** The places the filters choose on this level: outlined on the map. */
export function chosenPlaces(
  filters: Partial<MentionFilterSearch>,
  level: MapLevel,
  byPublisher: boolean,
  places: readonly Location[],
): readonly number[] {
  return byPublisher
    ? placesNamed(filters[PUBLISHER_KEY[level as keyof typeof PUBLISHER_KEY]], places)
    : (filters[locationKey(level)] ?? []);
}

/** The size the answer was cut at, when it holds as many groups as the service gives. */
function truncation(result: DistributionResult): number | undefined {
  const cap = supportsExtension('distributionLimit') ? MAX_GROUPS : DEFAULT_GROUPS;
  return result.groups.length >= cap ? cap : undefined;
}

export const isCut = (result: DistributionResult) => truncation(result) !== undefined;

/**
 * A service that does not take `limit` answers its top 100 places only, and the world has 249
 * countries. When the country answer comes back cut, it is asked again once per sub-region (22
 * questions, each holding at most about 60 countries, far below the cut), so every country gets
 * its exact count instead of being listed as "not counted", unless the scope already narrows to
 * regions or sub-regions (then it holds far fewer countries than the cut). Sub-regions are the
 * parents in both geographies: `locations.subregion` ids for the mention's location, UN M49
 * sub-region names for the publisher's.
 */
export function splitsBySubregion(filters: MentionFilterSearch, level: MapLevel, byPublisher: boolean) {
  return (
    level === 'country' &&
    (byPublisher
      ? !filters['publisher_geography.source_region'] && !filters['publisher_geography.source_sub_region']
      : !filters[locationKey('region')] && !filters[locationKey('subregion')])
  );
}

export interface ParentSplit {
  /** The filter that narrows to one parent, e.g. `locations.subregion`. */
  key: string;
  values: readonly (number | string)[];
}

/** The split of a cut answer by the sub-regions (the taxonomy's), in the map's geography. */
export const subregionSplit = (subregions: readonly Location[], byPublisher: boolean): ParentSplit =>
  byPublisher
    ? { key: PUBLISHER_KEY.subregion, values: subregions.map((p) => p.name) }
    : { key: locationKey('subregion'), values: subregions.map((p) => p.id) };

/** The questions that complete a cut answer: the same question, once per parent. */
export const parentQuestions = (workspaceId: number, query: DistributionQuery, split: ParentSplit) =>
  split.values.map((value) =>
    analyticsQueries.distribution(workspaceId, { ...query, [split.key]: [value] } as DistributionQuery),
  );

/** The answer with every parent's exact groups laid over it (a parent's count is exact). */
export function mergeParentAnswers(
  main: DistributionResult,
  parents: readonly DistributionResult[],
): DistributionResult {
  const byKey = new Map(main.groups.map((g) => [g.key, g]));
  for (const answer of parents) for (const g of answer.groups) byKey.set(g.key, g);
  const groups = [...byKey.values()]
    .map((g) => ({ ...g, percentage: main.totalCount > 0 ? (100 * g.count) / main.totalCount : 0 }))
    .sort((a, b) => b.count - a.count);
  return { ...main, groups };
}

export interface MapCounts extends Partial<Pick<PublisherCounts, 'nameOf' | 'unjoined'>> {
  counts: Map<number, number>;
  /** Every mention the scope matches, located or not. */
  total: number;
  /** The answer held as many groups as the service gives: places below it are not counted. */
  truncatedAt: number | undefined;
}

function toMapCounts(result: DistributionResult): MapCounts {
  const counts = new Map<number, number>();
  for (const g of result.groups) {
    const id = Number(g.key);
    if (Number.isInteger(id)) counts.set(id, (counts.get(id) ?? 0) + g.count);
  }
  return { counts, total: result.totalCount, truncatedAt: truncation(result) };
}

/** A publisher-geography answer: its names joined to the level's taxonomy places. */
function toPublisherMapCounts(result: DistributionResult, places: readonly JoinPlace[]): MapCounts {
  return {
    ...publisherCounts(result, places),
    total: result.totalCount,
    truncatedAt: truncation(result),
  };
}

/** The counts of an answer, completed or not (`exact`: nothing is left uncounted). */
export function countsOf(
  answer: { result: DistributionResult; exact: boolean },
  publisherPlaces: readonly JoinPlace[] | undefined,
): MapCounts {
  const counts = publisherPlaces
    ? toPublisherMapCounts(answer.result, publisherPlaces)
    : toMapCounts(answer.result);
  return answer.exact ? { ...counts, truncatedAt: undefined } : counts;
}
