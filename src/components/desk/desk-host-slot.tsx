import { lazy, Suspense } from 'react';
import { useDeskState } from '@/api/desk-state';

// The conflict dialog and the offer to move this browser's items: loaded only with a team desk.
const DeskHost = lazy(() => import('./desk-host'));

/** Where the team desk speaks up in the signed-in app (nothing without a desk). */
export function DeskHostSlot() {
  const state = useDeskState();
  if (state.mode !== 'desk') return null;
  return (
    <Suspense fallback={null}>
      <DeskHost />
    </Suspense>
  );
}
