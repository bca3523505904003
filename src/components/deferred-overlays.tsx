import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { DrawerProps, ModalProps } from '@mantine/core';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import { whenIdle } from '@/lib/when-idle';

/**
 * Mantine's Modal and Drawer, loaded when first opened. A closed dialog renders nothing, yet its
 * code (the modal base, focus trap, scroll lock, overlay: ~7 kB gzipped) came with every page
 * that has one. Here it is fetched once the browser is idle after the first page that has a
 * dialog, so a dialog opened at once waits at most for that one small chunk.
 *
 * Use these instead of `@mantine/core`'s (an ESLint rule says so); they take the same props.
 */
const modal = preloadableChunk(() => import('./overlays-chunk').then((m) => m.Modal));
const drawer = preloadableChunk(() => import('./overlays-chunk').then((m) => m.Drawer));
const preload = () => {
  modal.preload();
  drawer.preload();
};

function deferredUntilOpened<P extends { opened: boolean }>(Loaded: ComponentType<P>) {
  function Deferred(props: P) {
    // Once opened, it stays rendered: the closing transition plays and reopening is instant.
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    useEffect(() => (wanted ? undefined : whenIdle(preload)), [wanted]);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

export const Modal = deferredUntilOpened<ModalProps>(lazy(modal.lazyLoad));
export const Drawer = deferredUntilOpened<DrawerProps>(lazy(drawer.lazyLoad));
