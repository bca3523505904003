import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentDeskRuntime, type DeskRuntime } from '@/hooks/desk/desk-runtime';
import { ConflictDialog } from './conflict-dialog';
import { MoveOffer } from './move-offer';
import { shareRequest } from './share-request';

const ShareDialog = lazy(() => import('./share-dialog'));

/** The team desk's dialogs: a conflicting save (one at a time) and the offer to move this browser's items. */
export default function DeskHost() {
  const runtime = currentDeskRuntime();
  return runtime ? <DeskDialogs key={runtime.me.user.id} runtime={runtime} /> : null;
}

function DeskDialogs({ runtime }: { runtime: DeskRuntime }) {
  const conflicts = useSyncExternalStore(runtime.conflicts.subscribe, runtime.conflicts.get);
  const first = conflicts[0];
  const share = useSyncExternalStore(shareRequest.subscribe, shareRequest.get);
  return (
    <>
      {first && <ConflictDialog conflict={first} onDone={() => runtime.conflicts.done(first)} />}
      <MoveOffer runtime={runtime} />
      {share && (
        <Suspense fallback={null}>
          <ShareDialog {...share} onClose={() => shareRequest.open(null)} />
        </Suspense>
      )}
    </>
  );
}
