import { availableParallelism } from 'node:os';
import type { Db } from '../db/open';
import { shapeAnswer, type Answer, type AnswerSpec } from './answer';
import { ReadPool, type ReadRunner } from './pool';
import { READS, type ReadArgs, type ReadName, type ReadResult } from './registry';

export { ReadQueueFullError, ReadTimeoutError, type Lane, type ReadRunner } from './pool';
export { answerFor, sendAnswer, type Answer, type AnswerSpec } from './answer';

export interface ReadsConfig {
  /** Per-request budget of a read, queueing included (default 10 s). */
  budgetMs?: number;
  /**
   * Threads for heavy reads (default: one more than the cores, at least 3, at most 5): one team may
   * hold all but one (`perTeamThreads`), i.e. the cores' worth, and the one more keeps a thread for
   * another team's read (issue 38: with two threads on two cores one team got one core).
   */
  heavyThreads?: number;
  /** Threads kept for light reads (default 1). */
  lightThreads?: number;
  maxQueued?: number;
  /** Heavy threads one team may hold at once (default: all but one, at least one). */
  perTeamThreads?: number;
  /** Heavy threads warm the largest workspaces' columns when idle (server/db/warm-columns.ts). */
  warmColumns?: boolean;
}

export const DEFAULT_READ_BUDGET_MS = 10_000;

/**
 * Runs reads in process, on the connection given. Only for databases no other connection can
 * open, i.e. `:memory:` ones (the proxy and static tests, which never read): a worker would see
 * an empty database of its own. There is no interrupting such a read, so there is no budget.
 */
class InlineReads implements ReadRunner {
  readonly warming = false;
  constructor(private readonly db: Db) {}
  async run<K extends ReadName>(name: K, args: ReadArgs<K>): Promise<ReadResult<K>> {
    const read = READS[name] as unknown as (db: Db, ...a: ReadArgs<K>) => ReadResult<K>;
    return read(this.db, ...args);
  }
  async answer<K extends ReadName>(name: K, args: ReadArgs<K>, spec: AnswerSpec): Promise<Answer> {
    return shapeAnswer(await this.run(name, args), spec);
  }
  async warm(): Promise<void> {}
  async close(): Promise<void> {}
}

/** The app's reads: a worker pool over the database file, or in process for an in-memory database. */
export function createReads(db: Db, config: ReadsConfig = {}): ReadRunner {
  if (db.memory) return new InlineReads(db);
  return new ReadPool({
    dbPath: db.name,
    budgetMs: config.budgetMs ?? DEFAULT_READ_BUDGET_MS,
    heavyThreads: config.heavyThreads ?? Math.min(5, Math.max(3, availableParallelism() + 1)),
    lightThreads: config.lightThreads ?? 1,
    maxQueued: config.maxQueued ?? 200,
    perTeamThreads: config.perTeamThreads,
    warmColumns: config.warmColumns,
  });
}
