import { memo, useEffect, useMemo, useState } from 'react';
import { Checkbox, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { locationQueries } from '@/api/locations';
import { describeError } from '@/components/error-state';
import type { LocationLevel } from '@/api/schemas';
import { isIncluded } from '@/filters/location-logic';
import {
  checkState,
  nodeId,
  partialAncestors,
  type LocationSelection,
  type NodeId,
} from '@/filters/location-tree';
import {
  knownLinks,
  knownLocation,
  rememberLocations,
  useKnownLocationsVersion,
  type KnownLocation,
} from './location-cache';
import { LocationTreeNode } from './location-tree-node';
import { treeKeyDown } from './tree-keyboard';
import { useTreeCounts } from './use-tree-counts';
import { TreeContext, type TreeState } from './tree-context';
import { BY_MENTIONS, orderPlaces } from './place-order';
import classes from './location-picker.module.css';

interface Props {
  selection: LocationSelection;
  onToggle: (loc: KnownLocation) => void;
  onTypeAhead: (char: string) => void;
}

/** The taxonomy as an ARIA tree: regions at the top, every other level loaded when its parent opens. */
/** Memoised: typing in the search box must not re-render opened branches. */
export const LocationTreeView = memo(function LocationTreeView({ selection, onToggle, onTypeAhead }: Props) {
  const roots = useQuery(locationQueries.level('region'));
  const [expanded, setExpanded] = useState<ReadonlySet<NodeId>>(new Set());
  const [activeId, setActiveId] = useState<NodeId | null>(null);
  const [hideEmpty, setHideEmpty] = useState(false);
  const order = useMemo(() => ({ ...BY_MENTIONS, hideEmpty }), [hideEmpty]);
  const knownVersion = useKnownLocationsVersion();
  const regions = roots.data?.results;
  useEffect(() => {
    if (regions) rememberLocations(regions);
  }, [regions]);

  // Recomputed when links load (knownVersion), but kept as the same Set while its members are the
  // same, so a loaded page does not re-render every open branch through the context.
  const partialKey = useMemo(
    () => [...partialAncestors(selection, knownLinks())].sort().join(),
    [selection, knownVersion], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const partial = useMemo(() => new Set(partialKey.split(',').filter(Boolean) as NodeId[]), [partialKey]);
  // Counted: the regions, and the levels of the children the open branches have loaded. Asked
  // once those children are in (not with them), so a count never holds up opening a branch.
  const countKey = useMemo(() => {
    const levels = new Set<LocationLevel>(['region']);
    for (const link of knownLinks().values()) {
      if (link.parent_level && expanded.has(nodeId(link.parent_level, link.parent_id ?? 0)))
        levels.add(link.level);
    }
    return [...levels].sort().join();
  }, [expanded, knownVersion]); // eslint-disable-line react-hooks/exhaustive-deps -- knownVersion: the links grew
  const countLevels = useMemo(() => countKey.split(',') as LocationLevel[], [countKey]);
  const countOf = useTreeCounts(countLevels, selection);
  const state = useMemo<TreeState>(
    () => ({
      expanded,
      activeId,
      countOf,
      order,
      checkStateOf: (loc) => {
        const own = checkState(selection, partial, loc.level, loc.id);
        return own === 'checked' || !isIncluded(selection, knownLinks(), loc) ? own : 'included';
      },
      toggleExpanded: (id) =>
        setExpanded((prev) => {
          const next = new Set(prev);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
      toggleChosen: onToggle,
      setActive: setActiveId,
    }),
    // knownVersion: inclusion reads the links, which grow as branches load.
    [expanded, activeId, selection, partial, onToggle, countOf, order, knownVersion], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (roots.isPending) return <Loader size="sm" aria-label="Loading regions" />;
  if (roots.error) {
    return (
      <Text size="sm" c="red" role="alert">
        Could not load the location tree: {describeError(roots.error)}
      </Text>
    );
  }
  const list = orderPlaces(roots.data.results, countOf, order);
  return (
    <TreeContext.Provider value={state}>
      {/* Counts exist inside a workspace only: elsewhere nothing is known to be empty. */}
      {countOf('region', roots.data.results[0]?.id ?? 0) !== undefined && (
        <Checkbox
          size="xs"
          mb={6}
          label="Hide places without mentions"
          checked={hideEmpty}
          onChange={(e) => setHideEmpty(e.currentTarget.checked)}
        />
      )}
      <div
        role="tree"
        aria-label="Location tree"
        aria-multiselectable
        className={classes.tree}
        onKeyDown={(e) =>
          treeKeyDown(e, {
            isExpanded: (id) => expanded.has(id),
            toggleExpanded: state.toggleExpanded,
            toggleChosen: (id) => {
              const known = knownLocation(id);
              if (known) onToggle(known);
            },
            typeAhead: onTypeAhead,
          })
        }
      >
        {list.map((loc, i) => (
          <LocationTreeNode
            key={loc.id}
            loc={loc}
            depth={1}
            position={i + 1}
            setSize={list.length}
            first={i === 0}
          />
        ))}
      </div>
    </TreeContext.Provider>
  );
});
