/** Every time the watch reads goes through a Clock, so tests inject one and never sleep. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
