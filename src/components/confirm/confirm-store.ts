import type { ReactNode } from 'react';

/**
 * One confirmation at a time for destructive actions ("Delete workspace?"). A small store instead
 * of @mantine/modals: its provider, Modal and scroll lock would load with every page, while a
 * confirmation is only ever needed after a click, so the dialog itself loads then (confirm-host).
 */
export interface ConfirmRequest {
  title: string;
  children: ReactNode;
  labels: { confirm: string; cancel: string };
  /** The confirm button's colour; destructive actions pass red. */
  color?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

let current: ConfirmRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Asks for confirmation; a request still open is cancelled first. */
export function openConfirm(request: ConfirmRequest): void {
  current?.onCancel?.();
  current = request;
  emit();
}

/** Closes the open request, running its confirm or cancel callback once. */
export function settleConfirm(confirmed: boolean): void {
  const request = current;
  if (!request) return;
  current = null;
  emit();
  if (confirmed) request.onConfirm();
  else request.onCancel?.();
}

export const currentConfirm = (): ConfirmRequest | null => current;

export function subscribeConfirm(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
