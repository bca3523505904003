import type { ArtefactKind } from '@/api/schemas/desk';

/** The item whose share dialog is open. Held here, not by the button: a row inside a popover closes with it. */
export type ShareRequest = { kind: ArtefactKind; itemId: string; title: string };

let current: ShareRequest | null = null;
const listeners = new Set<() => void>();

export const shareRequest = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(next: ShareRequest | null) {
    current = next;
    listeners.forEach((l) => l());
  },
};
