import { LOCATION_LEVELS, type LocationLevel } from '@/api/schemas';
import {
  chosenNodes,
  isChosen,
  nodeId,
  type LocationSelection,
  type NodeId,
  type TreeLink,
} from './location-tree';

/**
 * What a set of chosen places means to the API: ids of one level widen each other (OR, one array
 * parameter), levels narrow each other (AND, separate parameters). Pure, over the parent links
 * this device has loaded; a chain that reaches an unloaded place says which one to look up.
 */
export type Place = { level: LocationLevel; id: number };

const rank = (level: LocationLevel) => LOCATION_LEVELS.indexOf(level);

/**
 * A place's ancestors, nearest first, as far as the links go. `missing` is the first ancestor
 * whose own parent is not known yet (null when the chain reaches a region, or loops).
 */
export function ancestorChain(
  place: Place,
  links: ReadonlyMap<NodeId, TreeLink>,
): { ancestors: Place[]; missing: Place | null } {
  const ancestors: Place[] = [];
  const seen = new Set<NodeId>();
  let link = links.get(nodeId(place.level, place.id));
  if (!link) return { ancestors, missing: place };
  while (link.parent_level && link.parent_id !== null) {
    const parent: Place = { level: link.parent_level, id: link.parent_id };
    const key = nodeId(parent.level, parent.id);
    if (seen.has(key)) break; // bad data must not hang the UI
    seen.add(key);
    ancestors.push(parent);
    const next = links.get(key);
    if (!next) return { ancestors, missing: parent };
    link = next;
  }
  return { ancestors, missing: null };
}

/**
 * Whether every mention of a place matches the selection without the place being chosen itself:
 * each level that has choices has one of them among the place's ancestors ("Texas" chosen: all of
 * Travis County is in). A choice at a finer level (Austin) makes Travis County only partly in.
 */
export function isIncluded(
  selection: LocationSelection,
  links: ReadonlyMap<NodeId, TreeLink>,
  place: Place,
): boolean {
  const levels = [...new Set(chosenNodes(selection).map((n) => n.level))];
  if (levels.length === 0 || isChosen(selection, place.level, place.id)) return false;
  const { ancestors } = ancestorChain(place, links);
  return levels.every((level) =>
    ancestors.some((a) => a.level === level && isChosen(selection, a.level, a.id)),
  );
}

/** Places of a finer level set against the choices of a coarser one. */
export interface LevelClash {
  coarse: LocationLevel;
  fine: LocationLevel;
  /** Fine places lying in none of the coarse choices: they add nothing. */
  outside: Place[];
  /** Fine places whose ancestry is not known yet. */
  unknown: Place[];
  /** No fine place lies in a coarse choice: together the two levels match nothing. */
  empty: boolean;
}

/** Every pair of chosen levels where a finer choice lies outside the coarser ones. */
export function levelClashes(
  selection: LocationSelection,
  links: ReadonlyMap<NodeId, TreeLink>,
): LevelClash[] {
  const chosen = chosenNodes(selection);
  const levels = LOCATION_LEVELS.filter((l) => chosen.some((n) => n.level === l));
  const clashes: LevelClash[] = [];
  levels.forEach((coarse, i) => {
    for (const fine of levels.slice(i + 1)) {
      const outside: Place[] = [];
      const unknown: Place[] = [];
      let inside = 0;
      for (const place of chosen.filter((n) => n.level === fine)) {
        const { ancestors, missing } = ancestorChain(place, links);
        const atLevel = ancestors.find((a) => a.level === coarse);
        const reachedPast = ancestors.some((a) => rank(a.level) <= rank(coarse)) || missing === null;
        if (atLevel && isChosen(selection, coarse, atLevel.id)) inside++;
        else if (atLevel || reachedPast) outside.push(place);
        else unknown.push(place);
      }
      if (outside.length > 0)
        clashes.push({ coarse, fine, outside, unknown, empty: inside === 0 && unknown.length === 0 });
    }
  });
  return clashes;
}

/** Chosen places whose chain to the top is not loaded: the first unknown place of each. */
export function missingAncestors(
  selection: LocationSelection,
  links: ReadonlyMap<NodeId, TreeLink>,
): Place[] {
  const out = new Map<NodeId, Place>();
  for (const place of chosenNodes(selection)) {
    const { missing } = ancestorChain(place, links);
    if (missing) out.set(nodeId(missing.level, missing.id), missing);
  }
  return [...out.values()];
}
