import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeskState } from './desk-state';
import type { ArtefactKind } from './schemas/desk';

// Apart from desk-state.ts (which every page loads): only the pages that list a kind need these.

/** The query key of one kind's list on the desk (api/desk-queries.ts reads it with this key). */
export const deskListKey = (kind: ArtefactKind) => ['desk', 'list', kind] as const;

/**
 * Whether a kind's items are known: false while the desk is still being asked, or while a desk's
 * list has not been read yet (an empty list then is not "nothing yet"); true in the browser.
 */
export function useItemsKnown(kind: ArtefactKind): boolean {
  const client = useQueryClient();
  const state = useDeskState();
  const read = () => client.getQueryData(deskListKey(kind)) !== undefined;
  const listed = useSyncExternalStore((l) => client.getQueryCache().subscribe(l), read, read);
  return state.mode === 'browser' || (state.mode === 'desk' && listed);
}
