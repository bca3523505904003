import type { PulseSort } from './pulse-sorts';

/**
 * What each order is called, in the "Sort by" select and on the column header: the name says
 * what is ranked ("Change %" ranks by the relative change, "Change in mentions" by the absolute one).
 * Apart from pulse-sorts.ts, which the route's URL schema (and so every page's entry) imports.
 */
export const PULSE_SORT_LABELS: Record<PulseSort, string> = {
  change: 'Change %',
  delta: 'Change in mentions',
  volume: 'Volume',
  spikes: 'Spikes',
  bots: 'Bot share',
  title: 'Title',
};
