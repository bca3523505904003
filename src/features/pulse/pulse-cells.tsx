import type { ReactNode } from 'react';
import { Skeleton, Text, Tooltip } from '@mantine/core';
import { describeError } from '@/components/error-state';
import type { Cell } from './use-pulse-row';
import { changeTone } from '@/analysis/pulse/pulse-figures';
import classes from './pulse.module.css';

export const count = (n: number) => n.toLocaleString('en-US');
const signed = (n: number, text: string) => (n > 0 ? `+${text}` : n < 0 ? `−${text}` : text);
export const signedCount = (n: number) => signed(n, count(Math.abs(n)));
export const signedFixed = (n: number, digits = 1) => signed(n, Math.abs(n).toFixed(digits));

/**
 * Colour of a change by its tone (the text also carries the sign): good news in teal, a warning in
 * red. Volume rising is good news; bot share rising is a warning (`rising: 'bad'`).
 */
export const trendClass = (n: number | null | undefined, rising: 'good' | 'bad' = 'good') => {
  const tone = changeTone(n, rising);
  return tone && classes[tone];
};

/** A figure still counting, failed (with the reason in a tooltip) or ready. */
export function CellState<T>({ cell, children }: { cell: Cell<T>; children: (value: T) => ReactNode }) {
  if (cell.state === 'loading') return <Skeleton h={14} w={56} mt={3} role="img" aria-label="Counting…" />;
  if (cell.state === 'error') {
    return (
      <Tooltip label={describeError(cell.error)} multiline w={260}>
        <Text size="xs" c="red" tabIndex={0}>
          Not available
        </Text>
      </Tooltip>
    );
  }
  return <>{children(cell.value)}</>;
}
