import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentConfirm, subscribeConfirm } from './confirm-store';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Renders the open confirmation (once per app, beside the router); its dialog loads on first use. */
export function ConfirmHost() {
  const request = useSyncExternalStore(subscribeConfirm, currentConfirm, currentConfirm);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} />
    </Suspense>
  );
}
