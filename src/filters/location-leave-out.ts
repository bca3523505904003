import { LOCATION_LEVELS } from '@/api/schemas';
import { ancestorChain, type Place } from './location-logic';
import { isChosen, locationKey, type LocationSelection, type NodeId, type TreeLink } from './location-tree';

/** Direct children of a place, every page of them. */
export type ChildrenOf = (parent: Place) => Promise<Place[]>;

/** Child lists walked at most: a region down to its cities would be thousands. */
export const MAX_LEAVE_OUT_LISTS = 40;

const rank = (p: Place['level']) => LOCATION_LEVELS.indexOf(p);

/**
 * Unchecking a place that a chosen ancestor includes leaves it out: the ancestor's level is
 * replaced, at the place's own level, by every place of that level under that level's choices,
 * but this one ("Europe" with Western Europe unchecked: Europe's other sub-regions). Ids of one
 * level widen each other and levels narrow each other, so "Europe but not Western Europe" can
 * only be said at one level. Throws with a reason the picker shows when it cannot be done.
 */
export async function leaveOut(
  selection: LocationSelection,
  links: ReadonlyMap<NodeId, TreeLink>,
  place: Place,
  childrenOf: ChildrenOf,
): Promise<LocationSelection> {
  const { ancestors } = ancestorChain(place, links);
  const holder = ancestors.find((a) => isChosen(selection, a.level, a.id));
  if (!holder) throw new Error('No chosen place includes it: choose it instead.');
  let frontier: Place[] = (selection[locationKey(holder.level)] ?? []).map((id) => ({
    level: holder.level,
    id,
  }));
  let lists = 0;
  while (frontier.length && rank(frontier[0]!.level) < rank(place.level)) {
    lists += frontier.length;
    if (lists > MAX_LEAVE_OUT_LISTS)
      throw new Error(
        `Leaving one place out of a much larger one would list too many places: uncheck the ${holder.level} and choose the places to keep.`,
      );
    frontier = (await Promise.all(frontier.map(childrenOf))).flat();
  }
  const kept = frontier.filter((p) => p.level === place.level && p.id !== place.id);
  if (!kept.length) throw new Error('Nothing would be left: remove the place filter instead.');
  return {
    ...selection,
    [locationKey(holder.level)]: undefined,
    [locationKey(place.level)]: kept.map((p) => p.id),
  };
}
