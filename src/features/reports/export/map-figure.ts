import type { QueryClient } from '@tanstack/react-query';
import { analyticsQueries, type DistributionQuery } from '@/api/analytics';
import type { DistributionResult } from '@/api/schemas';
import type { MapBlock } from '@/analysis/reports/map-block';
import { countryGroups, isGroupLevel, type MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel } from '@/analysis/map/publisher-geo';
import { previousWindow, type Window } from '@/analysis/charts/period-change';
import { loadBoundaries } from '@/components/map/boundary-sets';
import { mapExport, type MapExport } from '@/components/map/map-export';
import { buildMapModel } from '@/components/map/map-model';
import {
  chosenPlaces,
  countsOf,
  countsQuery,
  isCut,
  mergeParentAnswers,
  pageOffsets,
  pageQuery,
  parentQuestions,
  splitsBySubregion,
  stateFips,
  subregionSplit,
} from '@/components/map/map-questions';
import { boundarySetOf, drawLevel } from '@/components/map/use-map-drawing';
import { mapMeta } from '@/components/map/use-map-figure';
import { zoneName } from '@/lib/date-range';

/**
 * A map block's figure computed from its spec, outside React: the map's own questions
 * (components/map/map-questions.ts: the level's places, the counts, completed per sub-region when
 * the answer was cut) asked with ensureQueryData, so what a shown map fetched is read from the
 * cache, then the same drawing, model and words as the map's view (use-map-figure.ts).
 */
export async function fetchMapExport(qc: QueryClient, block: MapBlock, window: Window): Promise<MapExport> {
  const { spec } = block;
  const { level, measure, stateId, filters } = spec;
  if (level === 'county' && stateId === undefined)
    throw new Error('This county map names no state: pin it again from the map with a state chosen');
  const byPublisher = Boolean(spec.publisher) && isPublisherLevel(level);
  const [places, states, groups, topology] = await Promise.all([
    placesOf(qc, level, stateId),
    placesOf(qc, 'state'),
    groupsOf(qc, level),
    loadBoundaries(boundarySetOf(level)),
  ]);
  const state = states.find((s) => s.id === stateId);
  const drawing = drawLevel(topology, level, stateFips(state), groups);
  if (!drawing)
    throw new Error(`The ${level} map could not be drawn: its state or its member countries are unknown`);
  const query = countsQuery(filters, level, stateId, byPublisher);
  const split = splitsBySubregion(filters, level, byPublisher);
  const counts = async (w: Window) =>
    countsOf(
      await exactAnswer(qc, spec.workspaceId, { ...w, ...query }, split, byPublisher),
      byPublisher ? places : undefined,
    );
  const before = previousWindow(window);
  const [current, previous] = await Promise.all([
    counts(window),
    measure === 'lift' ? counts(before) : undefined,
  ]);
  const chosen = chosenPlaces(filters, level, byPublisher, places);
  const features = drawing.shapes.map((s) => s.source);
  const model = buildMapModel({ level, places, features, current, previous, measure, chosen });
  const question = { ...spec, window, tz: zoneName(spec.range.tz) };
  const meta = mapMeta(question, model, { stateName: state?.name, byPublisher, previousWindow: before });
  return mapExport(drawing, model, { ...meta, title: block.title || meta.title }, block.caption);
}

/** Every place of a level from the taxonomy (all its pages), as useMapPlaces reads them. */
async function placesOf(qc: QueryClient, level: MapLevel, stateId?: number) {
  const first = await qc.ensureQueryData(pageQuery(level, stateId, 0));
  const rest = await Promise.all(
    pageOffsets(first.pagination.total).map((o) => qc.ensureQueryData(pageQuery(level, stateId, o))),
  );
  return [first, ...rest].flatMap((p) => p.results);
}

/** Regions' and sub-regions' member countries (useMapFigure's country groups); none for other levels. */
async function groupsOf(qc: QueryClient, level: MapLevel) {
  if (!isGroupLevel(level)) return undefined;
  const [countries, subregions, regions] = await Promise.all([
    placesOf(qc, 'country'),
    placesOf(qc, 'subregion'),
    level === 'region' ? placesOf(qc, 'region') : undefined,
  ]);
  return countryGroups(level, countries, subregions, regions);
}

/** The answer, completed per sub-region when it came back cut (useExactAnswer). */
async function exactAnswer(
  qc: QueryClient,
  workspaceId: number,
  query: DistributionQuery,
  splittable: boolean,
  byPublisher: boolean,
): Promise<{ result: DistributionResult; exact: boolean }> {
  const answer = await qc.ensureQueryData(analyticsQueries.distribution(workspaceId, query));
  if (!isCut(answer) || !splittable) return { result: answer, exact: !isCut(answer) };
  const split = subregionSplit(await placesOf(qc, 'subregion'), byPublisher);
  const answers = await Promise.all(
    parentQuestions(workspaceId, query, split).map((o) => qc.ensureQueryData(o)),
  );
  return { result: mergeParentAnswers(answer, answers), exact: !answers.some(isCut) };
}
