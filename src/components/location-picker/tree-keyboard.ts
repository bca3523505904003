import type { KeyboardEvent } from 'react';
import { parseNodeId, type NodeId } from '@/filters/location-tree';

interface Handlers {
  isExpanded: (id: NodeId) => boolean;
  toggleExpanded: (id: NodeId) => void;
  toggleChosen: (id: NodeId) => void;
  /** A printable key typed on the tree: the picker moves it into the search box. */
  typeAhead: (char: string) => void;
}

const items = (tree: HTMLElement) => [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')];

/**
 * WAI-ARIA tree keys on the tree element (event delegation over the rendered items, so lazily
 * loaded child lists need no bookkeeping): ↑/↓/Home/End move, → opens or enters, ← closes or goes
 * to the parent, space chooses, Enter opens/closes, a letter starts a search.
 */
export function treeKeyDown(e: KeyboardEvent<HTMLElement>, h: Handlers): void {
  const tree = e.currentTarget;
  const current = (e.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
  if (!current || !tree.contains(current)) return;
  const all = items(tree);
  const index = all.indexOf(current);
  const id = current.dataset.node as NodeId | undefined;
  const expandable = id !== undefined && current.dataset.leaf === undefined;
  const focus = (el: HTMLElement | undefined) => {
    if (!el) return;
    el.focus();
    el.scrollIntoView({ block: 'nearest' });
  };
  const handled = () => {
    e.preventDefault();
    e.stopPropagation();
  };

  switch (e.key) {
    case 'ArrowDown':
      handled();
      return focus(all[index + 1]);
    case 'ArrowUp':
      handled();
      return focus(all[index - 1]);
    case 'Home':
      handled();
      return focus(all[0]);
    case 'End':
      handled();
      return focus(all[all.length - 1]);
    case 'ArrowRight':
      handled();
      if (!expandable) return;
      if (!h.isExpanded(id)) return h.toggleExpanded(id);
      return focus(
        all[index + 1]?.closest('[role="group"]') === current.querySelector('[role="group"]')
          ? all[index + 1]
          : undefined,
      );
    case 'ArrowLeft': {
      handled();
      if (expandable && h.isExpanded(id)) return h.toggleExpanded(id);
      const parent = current.parentElement?.closest<HTMLElement>('[role="treeitem"]');
      return focus(parent ?? undefined);
    }
    case 'Enter':
      if (!expandable) return;
      handled();
      return h.toggleExpanded(id);
    case ' ':
      if (!id || !parseNodeId(id)) return;
      handled();
      return h.toggleChosen(id);
    default:
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        handled();
        h.typeAhead(e.key);
      }
  }
}
