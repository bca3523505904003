/**
 * Limits the server tests wait on, sized for a busy machine (CI shares it): each only ends a
 * hang, so a long one costs nothing when things go well.
 */

/** A read budget no test meets (reads took 10 s at load 20); the tests of the budget set theirs. */
export const TEST_READ_BUDGET_MS = 600_000;

/** How long a spawned server may take to say it listens (start-up passed 60 s at load 12). */
export const SERVER_START_MS = 240_000;
