/** Lengths of time in milliseconds, for instants (UTC arithmetic). A zone's day is not always DAY long: see zoned-time.ts. */
export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;
