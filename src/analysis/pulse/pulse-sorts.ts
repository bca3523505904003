/** The pulse's sort keys, on their own so the route's URL schema pulls in no figures code. */
export const PULSE_SORTS = ['change', 'delta', 'volume', 'spikes', 'bots', 'title'] as const;
export type PulseSort = (typeof PULSE_SORTS)[number];
