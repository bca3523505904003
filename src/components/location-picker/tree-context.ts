import { createContext, useContext } from 'react';
import type { Location } from '@/api/locations';
import type { KnownLocation } from './location-cache';
import type { CheckState, NodeId } from '@/filters/location-tree';
import type { PlaceOrder } from './place-order';

/** What every tree node reads, passed by context so nested child lists need no prop drilling. */
export interface TreeState {
  expanded: ReadonlySet<NodeId>;
  /** The one treeitem in the tab order (roving tabindex); null = the first item. */
  activeId: NodeId | null;
  checkStateOf: (loc: Location) => CheckState;
  /** Mentions a place would bring with the current filters, where the API says (see useTreeCounts). */
  countOf: (level: Location['level'], id: number) => number | undefined;
  /** How every list of the tree is ordered (by mentions, most first) and whether empty places show. */
  order: PlaceOrder;
  toggleExpanded: (id: NodeId) => void;
  toggleChosen: (loc: KnownLocation) => void;
  setActive: (id: NodeId) => void;
}

export const TreeContext = createContext<TreeState | null>(null);

export function useTreeState(): TreeState {
  const state = useContext(TreeContext);
  if (!state) throw new Error('useTreeState must be used inside a location tree');
  return state;
}

/** Children are shown this many at a time (all are loaded, to order them), with "show more" for the rest. */
export const CHILD_PAGE_SIZE = 100;
