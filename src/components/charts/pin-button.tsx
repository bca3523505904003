import { Button, type ButtonProps } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { DeferredControl } from '@/components/deferred-control';
import type { ChartSpec } from '@/analysis/charts/chart-config';
import { preloadableChunk } from '@/lib/preloadable-chunk';

// The popover (the reports list, the pinning) is not part of the page's first paint.
const popover = preloadableChunk(() => import('./pin-popover').then((m) => m.PinPopover));

/** The pin button as it looks: the popover's target, and the chart's button until the popover's code is in. */
export function PinButtonFace(props: ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button size="xs" variant="light" leftSection={<IconPin size={14} />} {...props}>
      Pin to report
    </Button>
  );
}

/** Pins the chart, or its question as a key figure, to a report (PinPopover, loaded after the first paint). */
export function PinButton({ spec }: { spec: ChartSpec }) {
  return (
    <DeferredControl chunk={popover} face={(open) => <PinButtonFace onClick={open} />}>
      {(PinPopover, opened) => <PinPopover spec={spec} defaultOpened={opened} />}
    </DeferredControl>
  );
}
