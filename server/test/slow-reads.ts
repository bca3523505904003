/**
 * A read registry for the pool's own tests: the real reads plus two that take as long as asked,
 * one in SQL (native code, like a slow query) and one in JavaScript.
 */
import { threadId } from 'node:worker_threads';
import { columnsHeld } from '../db/columns';
import { lightReadsRunning, yieldToLightReads } from '../db/light-first';
import type { Db } from '../db/open';
import { READS as REAL } from '../reads/registry';

export const READS = {
  ...REAL,
  /** Counts to `n` in a recursive CTE: one long native statement. */
  countTo: (db: Db, n: number): number =>
    db
      .prepare(
        'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ?) SELECT count(*) FROM c',
      )
      .pluck()
      .get(n) as number,
  /** Busy for `ms` in JavaScript. */
  spin: (_db: Db, ms: number): number => {
    const end = Date.now() + ms;
    let i = 0;
    while (Date.now() < end) i++;
    return i;
  },
  /** Light reads running, as a read thread sees the pool's count. */
  lightReadsRunning: (): number => lightReadsRunning(),
  /** Busy for `ms` in JavaScript with a yield point per millisecond: the time it gave way. */
  politeSpin: (_db: Db, ms: number): number => {
    const end = Date.now() + ms;
    let paused = 0;
    while (Date.now() < end) {
      const before = Date.now();
      yieldToLightReads();
      paused += Date.now() - before;
      for (const stop = Date.now() + 1; Date.now() < stop;);
    }
    return paused;
  },
  /** The thread's identity, to see which thread ran a read. */
  threadId: (): number => threadId,
  /** The thread and what its connection holds in memory (server/db/columns.ts), by workspace. */
  held: (db: Db) => ({ thread: threadId, held: [...columnsHeld(db)] }),
};
