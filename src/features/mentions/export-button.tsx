import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { DeferredControl } from '@/components/deferred-control';
import { preloadableChunk } from '@/lib/preloadable-chunk';
import type { ExportProps } from './export-menu';

// The export menu (its options, progress and the writers' loading) is not part of the page's first paint.
const menu = preloadableChunk(() => import('./export-menu').then((m) => m.ExportMenu));

/** The export button as it looks: the menu's target, and the toolbar's button until the menu's code is in. */
export function ExportButtonFace(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} {...props}>
      Export
    </Button>
  );
}

/** Exports the selected or every matching mention (ExportMenu, loaded after the first paint). */
export function ExportButton(props: ExportProps) {
  return (
    <DeferredControl chunk={menu} face={(open) => <ExportButtonFace onClick={open} />}>
      {(ExportMenu, opened) => <ExportMenu {...props} defaultOpened={opened} />}
    </DeferredControl>
  );
}
