import { useEffect, useMemo } from 'react';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { rememberLocations } from '@/components/location-picker/location-cache';
import { formatInZone } from '@/lib/date-range';
import { countryGroups, isGroupLevel, type MapLevel } from '@/analysis/map/geo-join';
import { isPublisherLevel } from '@/analysis/map/publisher-geo';
import { measureBase, MEASURE_LABEL, type MapMeasure } from '@/analysis/map/map-measure';
import type { Window } from '@/analysis/charts/period-change';
import { BOUNDARY_SETS } from './boundary-sets';
import type { MapExportMeta } from './map-export';
import type { MapDrawing } from './map-geometry';
import { buildMapModel, type MapModel } from './map-model';
import { chosenPlaces, stateFips } from './map-questions';
import { useMapCounts } from './use-map-counts';
import { boundarySetOf, useMapDrawing } from './use-map-drawing';
import { useMapPlaces } from './use-map-places';

/** The question a map answers: the map area's controls, or a map block of a report. */
export interface MapQuestion {
  workspaceId: number;
  /** Named in the exports' subtitle; the id when not known. */
  workspaceName?: string;
  window: Window;
  tz: string;
  filters: Partial<MentionFilterSearch>;
  level: MapLevel;
  measure: MapMeasure;
  /** The state whose counties are drawn (county level). */
  stateId: number | undefined;
  /** Where the publisher is based (news), instead of where the mention is about. */
  publisher: boolean;
}

export const MAP_NOUN: Record<MapLevel, string> = {
  region: 'region',
  subregion: 'sub-region',
  country: 'country',
  state: 'US state',
  county: 'county',
};
/** The code each level's places join their shapes on (the table's code column). */
export const MAP_CODE_LABEL: Record<MapLevel, string> = {
  region: 'UN M49',
  subregion: 'UN M49',
  country: 'Alpha-3',
  state: 'FIPS',
  county: 'FIPS',
};

export interface MapFigure {
  drawing: MapDrawing;
  model: MapModel;
  /** Title, subtitle, base, border point of view and attribution: what every export states. */
  meta: MapExportMeta;
  /** On the publisher map (news only). */
  byPublisher: boolean;
  /** The county map's state, when known. */
  stateName: string | undefined;
  /** The filter value of a row: its id, or on the publisher map the name the service counted it under. */
  valueOf: (row: { id: number; name: string }) => number | string;
}

export type MapFigureState =
  | { status: 'choose-state' }
  | { status: 'error'; error: unknown; retry?: () => void }
  | { status: 'loading' }
  | ({ status: 'ready' } & MapFigure);

/**
 * What every showing of a map states besides its figures: title, subtitle (workspace, window,
 * zone), the base of its measure, the border point of view and the attribution.
 */
export function mapMeta(
  q: Pick<MapQuestion, 'workspaceId' | 'workspaceName' | 'window' | 'tz' | 'level' | 'measure'>,
  model: MapModel,
  at: { stateName: string | undefined; byPublisher: boolean; previousWindow: Window },
): MapExportMeta {
  const { level, measure, window, tz } = q;
  const set = BOUNDARY_SETS[boundarySetOf(level)];
  const where = level === 'county' ? ` in ${at.stateName ?? 'the state'}` : '';
  const noun = at.byPublisher ? `publisher ${MAP_NOUN[level]}` : MAP_NOUN[level];
  const workspace = q.workspaceName ?? `Workspace ${q.workspaceId}`;
  const prev = at.previousWindow;
  return {
    title: `${MEASURE_LABEL[measure]} by ${noun}${where}`,
    subtitle: `${workspace} · ${formatInZone(window.since, tz)} to ${formatInZone(window.to, tz)} (${tz})`,
    base: measureBase(
      measure,
      model.located,
      MAP_NOUN[level],
      `${formatInZone(prev.since, tz)} to ${formatInZone(prev.to, tz)}`,
    ),
    pointOfView: set.pointOfView,
    attribution: set.attribution,
    measure,
  };
}

/** Regions and sub-regions are drawn from their member countries: the taxonomy's parent links. */
function useCountryGroups(level: MapLevel) {
  const grouped = isGroupLevel(level);
  const countries = useMapPlaces(grouped ? 'country' : undefined, undefined);
  const subregions = useMapPlaces(grouped ? 'subregion' : undefined, undefined);
  const regions = useMapPlaces(level === 'region' ? 'region' : undefined, undefined);
  const groups = useMemo(() => {
    if (!isGroupLevel(level) || !countries.places || !subregions.places) return undefined;
    if (level === 'region' && !regions.places) return undefined;
    return countryGroups(level, countries.places, subregions.places, regions.places);
  }, [level, countries.places, subregions.places, regions.places]);
  return { groups, error: countries.error ?? subregions.error ?? regions.error };
}

/**
 * A map's places, shapes and counts for one question, joined on codes and coloured, with the
 * words every showing of it states: the map area and a report's map block draw from this.
 */
export function useMapFigure(q: MapQuestion): MapFigureState {
  const { workspaceId, window, tz, filters, level, measure, stateId, publisher } = q;
  const places = useMapPlaces(level, stateId);
  const byPublisher = publisher && isPublisherLevel(level);
  const states = useMapPlaces('state', undefined);
  const state = states.places?.find((s) => s.id === stateId);
  const membership = useCountryGroups(level);
  const { drawing, error: shapeError, retry } = useMapDrawing(level, stateFips(state), membership.groups);
  const {
    current,
    previous,
    previousWindow: prev,
    ...counts
  } = useMapCounts({
    workspaceId,
    window,
    filters,
    level,
    stateId,
    withPrevious: measure === 'lift',
    publisherPlaces: byPublisher ? (places.places ?? false) : undefined,
  });
  const chosen = useMemo(
    () => chosenPlaces(filters, level, byPublisher, places.places ?? []),
    [byPublisher, filters, level, places.places],
  );
  useEffect(() => {
    if (places.places) rememberLocations(places.places);
  }, [places.places]);

  const model = useMemo(() => {
    if (!places.places || !drawing || !current) return undefined;
    if (measure === 'lift' && !previous) return undefined;
    const features = drawing.shapes.map((s) => s.source);
    return buildMapModel({ level, places: places.places, features, current, previous, measure, chosen });
  }, [places.places, drawing, current, previous, measure, level, chosen]);

  const stateName = state?.name;
  const { workspaceName } = q;
  const meta = useMemo(
    () =>
      model &&
      mapMeta({ workspaceId, workspaceName, window, tz, level, measure }, model, {
        stateName,
        byPublisher,
        previousWindow: prev,
      }),
    [workspaceId, workspaceName, window, tz, level, measure, model, stateName, byPublisher, prev],
  );

  if (level === 'county' && stateId === undefined) return { status: 'choose-state' };
  const error = places.error ?? counts.error ?? membership.error ?? shapeError;
  if (error) return { status: 'error', error, retry: shapeError ? retry : undefined };
  if (!model || !drawing || !meta) return { status: 'loading' };
  return {
    status: 'ready',
    drawing,
    model,
    meta,
    byPublisher,
    stateName,
    valueOf: (row) => (byPublisher ? (current?.nameOf?.get(row.id) ?? row.name) : row.id),
  };
}
