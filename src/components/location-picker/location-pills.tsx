import { lazy, Suspense, useEffect } from 'react';
import { Group, Pill, Stack, Tooltip } from '@mantine/core';
import type { LocationLevel } from '@/api/schemas';
import { FilterSupportFlag } from '@/components/filter-support-flag';
import { missingAncestors } from '@/filters/location-logic';
import {
  chosenNodes,
  fallbackName,
  LEVEL_LABEL,
  nodeId,
  withPath,
  type LocationSelection,
} from '@/filters/location-tree';
import { knownLinks, knownLocation, useKnownLocationsVersion } from './location-cache';
import { useLocationLookup } from './location-lookup';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import classes from './location-picker.module.css';

/**
 * The AND explanation is needed only once places of two levels are chosen: its code loads with
 * the first place chosen, so it is in before a second level's list can answer (it must come first).
 */
const logicNote = preloadableChunk(() => import('./location-logic-note').then((m) => m.LocationLogicNote));
const LocationLogicNote = lazy(logicNote.lazyLoad);

interface Props {
  selection: LocationSelection;
  onRemove: (level: LocationLevel, id: number) => void;
  /** Mark a pill whose filter the service may ignore (the filter bar's pills; filter-support.ts). */
  withSupportFlag?: boolean;
  /** Filter ids (`locations.<level>:<id>`) the page does not apply: their pills are struck through. */
  unapplied?: ReadonlySet<string>;
}

/**
 * The chosen places as removable pills (hovering one shows its full path), and what they mean
 * together when they span levels. Places this device has not seen (a shared link) and the places
 * above them are looked up, for names and for the AND explanation.
 */
export function LocationPills({ selection, onRemove, withSupportFlag = false, unapplied }: Props) {
  useKnownLocationsVersion(); // names arrive as the tree, search and look-ups load them
  const chosen = chosenNodes(selection);
  // Ancestry matters only for the AND explanation, i.e. once two levels are chosen.
  const levels = new Set(chosen.map((n) => n.level)).size;
  const any = chosen.length > 0;
  useEffect(() => {
    if (any) logicNote.preload();
  }, [any]);
  useLocationLookup([...chosen, ...(levels > 1 ? missingAncestors(selection, knownLinks()) : [])]);
  if (chosen.length === 0) return null;
  return (
    <Stack gap={6}>
      <Group gap={6} aria-label="Chosen locations" role="list">
        {chosen.map(({ level, id }) => {
          const known = knownLocation(nodeId(level, id));
          const name = known ? known.name : fallbackName(level, id);
          const full = known
            ? withPath(known.name, known.path)
            : `${fallbackName(level, id)} (name not known on this device)`;
          const off = unapplied?.has(`locations.${level}:${id}`) ?? false;
          return (
            <Tooltip
              key={`${level}:${id}`}
              label={`${LEVEL_LABEL[level]}: ${full}${off ? ' — not applied on this page' : ''}`}
              openDelay={250}
              withinPortal
            >
              <Pill
                role="listitem"
                withRemoveButton
                onRemove={() => onRemove(level, id)}
                removeButtonProps={{ 'aria-label': `Remove location ${name}` }}
                data-location-pill={`${level}:${id}`}
                data-unapplied={off || undefined}
                className={classes.pill}
              >
                {name}
                {withSupportFlag && <FilterSupportFlag filterKey={`locations.${level}`} value={id} />}
              </Pill>
            </Tooltip>
          );
        })}
      </Group>
      {levels > 1 && (
        <Suspense fallback={null}>
          <LocationLogicNote selection={selection} onRemove={onRemove} />
        </Suspense>
      )}
    </Stack>
  );
}
