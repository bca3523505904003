/** The pulse's sort keys, on their own so the route's URL schema pulls in no figures code. */
export const PULSE_SORTS = ['change', 'delta', 'volume', 'spikes', 'bots', 'title'] as const;
export type PulseSort = (typeof PULSE_SORTS)[number];

/**
 * What each order is called, in the "Sort by" select and on the column header: the name says
 * what is ranked ("Change %" ranks by the relative change, "Change in mentions" by the absolute one).
 */
export const PULSE_SORT_LABELS: Record<PulseSort, string> = {
  change: 'Change %',
  delta: 'Change in mentions',
  volume: 'Volume',
  spikes: 'Spikes',
  bots: 'Bot share',
  title: 'Title',
};
