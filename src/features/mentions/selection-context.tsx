import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Mention, MentionFilters, MentionId } from '@/api/schemas';
import {
  emptySelection,
  selectAllMatching,
  selectionCount,
  toggleAt,
  type MentionSelection,
} from './mention-selection';

/** What an action on the selection (e.g. tagging) needs to know to page through the API. */
export interface SelectionScope {
  workspaceId: number;
  filters: MentionFilters;
  since: string;
  to: string;
  totalMatching: number | undefined;
}

interface SelectionApi {
  selection: MentionSelection<Mention>;
  scope: SelectionScope;
  count: number;
  isSelected: (id: MentionId) => boolean;
  toggle: (list: readonly Mention[], index: number, shift: boolean) => void;
  selectAll: () => void;
  clear: () => void;
}

const SelectionContext = createContext<SelectionApi | null>(null);

/** Holds the selection for one filtered list; a new scope (filters/window) starts empty. */
export function MentionSelectionProvider({
  scope,
  children,
}: {
  scope: SelectionScope;
  children: ReactNode;
}) {
  const scopeKey = JSON.stringify([scope.workspaceId, scope.filters, scope.since, scope.to]);
  const [state, setState] = useState({ key: scopeKey, selection: emptySelection<Mention>() });
  const selection = state.key === scopeKey ? state.selection : emptySelection<Mention>();
  const api = useMemo<SelectionApi>(
    () => ({
      selection,
      scope,
      count: selectionCount(selection, scope.totalMatching),
      isSelected: (id) => selection.allMatching || selection.items.has(id),
      toggle: (list, index, shift) =>
        setState({ key: scopeKey, selection: toggleAt(selection, list, index, shift) }),
      selectAll: () => setState({ key: scopeKey, selection: selectAllMatching(selection) }),
      clear: () => setState({ key: scopeKey, selection: emptySelection() }),
    }),
    [selection, scope, scopeKey],
  );
  return <SelectionContext.Provider value={api}>{children}</SelectionContext.Provider>;
}

/** The current mention selection: explicit mentions, or "all matching" with the scope to page. */
export function useMentionSelection(): SelectionApi {
  const api = useContext(SelectionContext);
  if (!api) throw new Error('useMentionSelection must be used inside MentionSelectionProvider');
  return api;
}
