import type { QueryClient } from '@tanstack/react-query';
import { analyticsQueries, type DistributionQuery } from '@/api/analytics';
import type { DistributionResult } from '@/api/schemas';
import type { MapBlock } from '@/analysis/reports/map-block';
import { countryGroups, isGroupLevel, shapeCodes, type MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel, placesNamed, PUBLISHER_KEY } from '@/analysis/map/publisher-geo';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import { loadBoundaries } from '@/components/map/boundary-sets';
import { mapExport, type MapExport } from '@/components/map/map-export';
import { drawUs, drawWorld, drawWorldGroups, type MapDrawing } from '@/components/map/map-geometry';
import { buildMapModel } from '@/components/map/map-model';
import { mergeParentAnswers } from '@/components/map/use-exact-answer';
import {
  GROUP_LIMIT,
  mapScope,
  toMapCounts,
  toPublisherMapCounts,
  truncation,
} from '@/components/map/use-map-counts';
import { boundarySetOf } from '@/components/map/use-map-drawing';
import { mapMeta } from '@/components/map/use-map-figure';
import { PAGE, pageQuery } from '@/components/map/use-map-places';
import { locationKey } from '@/filters/location-tree';
import { filtersToQuery } from '@/filters/mention-filters-url';
import { zoneName } from '@/lib/date-range';

/**
 * A map block's figure computed from its spec, outside React: the same questions as the map's
 * view (use-map-figure.ts: the level's places, the boundaries, the counts, completed per
 * sub-region when the answer was cut) through the same query options, then the same model.
 */
export async function fetchMapExport(qc: QueryClient, block: MapBlock, window: Window): Promise<MapExport> {
  const { spec } = block;
  const { level, measure, stateId } = spec;
  if (level === 'county' && stateId === undefined)
    throw new Error('This county map names no state: pin it again from the map with a state chosen');
  const { filters } = spec;
  const byPublisher = Boolean(spec.publisher) && isPublisherLevel(level);
  const [places, states] = await Promise.all([placesOf(qc, level, stateId), placesOf(qc, 'state')]);
  const state = states.find((s) => s.id === stateId);
  const stateFips = state?.standard.find((s) => s.type === 'fips')?.code.padStart(2, '0');
  const drawing = await drawingOf(qc, level, stateFips);
  const query = {
    ...filtersToQuery(mapScope(filters, level, stateId, byPublisher)),
    group_by: byPublisher ? PUBLISHER_KEY[level as keyof typeof PUBLISHER_KEY] : `locations.${level}`,
    limit: GROUP_LIMIT,
  };
  const before = previousWindow(window);
  const splittable =
    level === 'country' &&
    (byPublisher
      ? !filters['publisher_geography.source_region'] && !filters['publisher_geography.source_sub_region']
      : !filters[locationKey('region')] && !filters[locationKey('subregion')]);
  const counts = async (w: Window) => {
    const { result, exact } = await exactAnswer(
      qc,
      spec.workspaceId,
      { ...w, ...query },
      splittable,
      byPublisher,
    );
    const c = byPublisher ? toPublisherMapCounts(result, places) : toMapCounts(result);
    return exact ? { ...c, truncatedAt: undefined } : c;
  };
  const [current, previous] = await Promise.all([
    counts(window),
    measure === 'lift' ? counts(before) : undefined,
  ]);
  const chosen = byPublisher
    ? placesNamed(filters[PUBLISHER_KEY[level as keyof typeof PUBLISHER_KEY]], places)
    : (filters[locationKey(level)] ?? []);
  const features = drawing.shapes.map((s) => s.source);
  const model = buildMapModel({ level, places, features, current, previous, measure, chosen });
  const tz = zoneName(spec.range.tz);
  const question = { ...spec, window, tz };
  const meta = mapMeta(question, model, { stateName: state?.name, byPublisher, previousWindow: before });
  return mapExport(drawing, model, { ...meta, title: block.title || meta.title }, block.caption);
}

/** Every place of a level from the taxonomy (all its pages), as useMapPlaces reads them. */
async function placesOf(qc: QueryClient, level: MapLevel, stateId?: number) {
  const first = await qc.ensureQueryData(pageQuery(level, stateId, 0));
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.pagination.total; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(offsets.map((o) => qc.ensureQueryData(pageQuery(level, stateId, o))));
  return [first, ...rest].flatMap((p) => p.results);
}

/** The level's drawing (useMapDrawing): regions and sub-regions from their member countries. */
async function drawingOf(
  qc: QueryClient,
  level: MapLevel,
  stateFips: string | undefined,
): Promise<MapDrawing> {
  const topology = await loadBoundaries(boundarySetOf(level));
  if (level === 'country') return drawWorld(topology);
  if (isGroupLevel(level)) {
    const [countries, subregions, regions] = await Promise.all([
      placesOf(qc, 'country'),
      placesOf(qc, 'subregion'),
      level === 'region' ? placesOf(qc, 'region') : undefined,
    ]);
    const groups = countryGroups(level, countries, subregions, regions);
    return drawWorldGroups(topology, (f) =>
      shapeCodes('country', f)
        .map((c) => groups.get(c))
        .find(Boolean),
    );
  }
  return drawUs(topology, level, stateFips);
}

/** The answer, completed per sub-region when it came back cut (use-exact-answer.ts). */
async function exactAnswer(
  qc: QueryClient,
  workspaceId: number,
  query: DistributionQuery,
  splittable: boolean,
  byPublisher: boolean,
): Promise<{ result: DistributionResult; exact: boolean }> {
  const answer = await qc.ensureQueryData(analyticsQueries.distribution(workspaceId, query));
  const isCut = (d: DistributionResult) => truncation(d, GROUP_LIMIT) !== undefined;
  if (!isCut(answer) || !splittable) return { result: answer, exact: !isCut(answer) };
  const parents = await placesOf(qc, 'subregion');
  const key = byPublisher ? PUBLISHER_KEY.subregion : locationKey('subregion');
  const answers = await Promise.all(
    parents.map((p) =>
      qc.ensureQueryData(
        analyticsQueries.distribution(workspaceId, { ...query, [key]: [byPublisher ? p.name : p.id] }),
      ),
    ),
  );
  return { result: mergeParentAnswers(answer, answers), exact: !answers.some(isCut) };
}
