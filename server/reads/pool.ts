import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { ReadQueueFullError, ReadTimeoutError } from './errors';
import { WARM_PARTS } from '../db/warm-columns';
import { nextFairIndex } from './fair-share';
import type { Answer, AnswerSpec } from './answer';
import { reviveError, type ReadJob, type ReadReply } from './protocol';
import type { ReadArgs, ReadName, ReadResult } from './registry';

/**
 * Runs the registry's reads on worker threads, each with its own read-only connection, so that a
 * slow read delays only itself and the event loop stays free for every other request.
 *
 * Two lanes: `heavy` reads (analytics, search, samples, available-filters, narratives, the
 * pipeline's matching) run on `heavyThreads` threads; `light` reads (a plain page of mentions)
 * have `lightThreads` of their own that heavy reads never take, so a cheap page is never queued
 * behind expensive work however much of it is waiting (and borrow an idle heavy thread when no
 * heavy work waits).
 * SQLite work is CPU-bound, so more threads than cores buys isolation, not throughput.
 *
 * Per-team fairness: each read names the team it is for (`team`; background work has a key of its
 * own). A freed thread takes the waiting read of the team with the fewest reads running (oldest
 * first among equals), and no team holds more than `perTeamThreads` heavy threads at once (by
 * default all but one), so one team's heavy reads cannot take every thread: another team's read
 * starts as soon as a thread is free, not after the first team's backlog. A team may also fill at
 * most half of the waiting room (`maxQueued`), so its flood is refused before others' reads are.
 *
 * Every read has a deadline (its budget from the moment it was asked for). Still queued at the
 * deadline, it is dropped; still running, its thread is terminated and replaced. Either way the
 * caller gets a ReadTimeoutError (503 + Retry-After). better-sqlite3 exposes neither
 * sqlite3_interrupt nor a progress handler, so a terminated thread stops at its next return to
 * JavaScript: the statement in progress finishes on that thread, which then exits, while a new
 * thread already serves the lane. The expression limits keep such statements rare and short.
 */
export { ReadQueueFullError, ReadTimeoutError } from './errors';

export type Lane = 'light' | 'heavy';

export interface ReadRunOptions {
  lane?: Lane;
  /** Whose read this is, for fairness between teams (default: background work's own key). */
  team?: number;
  /** Overrides the pool's budget for this read (background work has no caller waiting). */
  budgetMs?: number;
}

/** The read interface the routes and the pipeline use: a pool, or the in-process fallback. */
export interface ReadRunner {
  run<K extends ReadName>(name: K, args: ReadArgs<K>, opts?: ReadRunOptions): Promise<ReadResult<K>>;
  /** The read's answer checked, serialised and compressed where it was read (server/reads/answer.ts). */
  answer<K extends ReadName>(
    name: K,
    args: ReadArgs<K>,
    spec: AnswerSpec,
    opts?: ReadRunOptions,
  ): Promise<Answer>;
  /** True while a read thread still has columns to warm (server/db/warm-columns.ts). */
  readonly warming: boolean;
  /**
   * Starts every thread now (the server at start); resolves once all have opened the database and
   * (warmColumns) the largest workspace's columns are loaded, or after a few seconds at most.
   */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface ReadPoolOptions {
  dbPath: string;
  heavyThreads: number;
  lightThreads: number;
  budgetMs: number;
  /** Reads waiting for a thread, over both lanes, before new ones are refused. */
  maxQueued: number;
  /** Heavy threads one team may hold at once (default: all but one, at least one). */
  perTeamThreads?: number;
  /** Module exporting READS (tests give one with reads of their own). */
  registry?: URL;
  /**
   * A heavy thread warms the in-memory columns when idle (server/db/warm-columns.ts), one step
   * at a time and only while no read waits, so a request waits at most for one step. One thread
   * warms at a time: the heavy threads share what they load (server/db/column-sharing.ts).
   */
  warmColumns?: boolean;
}

const WARM_STEP_BUDGET_MS = 60_000;
/** The longest `warm()` waits for the largest workspace's columns before the server listens. */
const FIRST_WORKSPACE_WARM_MS = 5_000;

interface Pending {
  job: ReadJob;
  lane: Lane;
  team: string;
  budgetMs: number;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
  thread?: Thread;
  /** Counted in `lightRunning` until settled. */
  countedLight?: boolean;
}

interface Thread {
  worker: Worker;
  lane: Lane;
  current?: Pending;
  /** The next warming step this thread runs when idle; undefined when it has none. */
  warmStep?: number;
  /** Resolves when the thread has loaded the registry and opened its connection (or died). */
  ready: Promise<void>;
  markReady: () => void;
}

const BOOT = new URL('./boot.mjs', import.meta.url);
const REGISTRY = new URL('./registry.ts', import.meta.url);

export class ReadPool implements ReadRunner {
  private readonly threads: Thread[] = [];
  private readonly queues: Record<Lane, Pending[]> = { light: [], heavy: [] };
  private nextId = 1;
  private closed = false;
  /** A warming step failed: threads started from now on do not warm (it would fail again). */
  private warmFailed = false;
  /** Light reads running now, read by heavy reads to give way (server/db/light-first.ts). */
  private readonly lightRunning = new Int32Array(new SharedArrayBuffer(4));
  /** Told after each warming step (`warm()` waits on the first workspace's). */
  private warmWaiters: (() => void)[] = [];
  /** The heavy threads' channel for sharing their columns: this pool's own. */
  private readonly columnChannel = `columns:${randomUUID()}`;

  constructor(private readonly opts: ReadPoolOptions) {}

  get warming(): boolean {
    return this.threads.some((t) => t.warmStep !== undefined);
  }

  answer<K extends ReadName>(
    name: K,
    args: ReadArgs<K>,
    spec: AnswerSpec,
    opts: ReadRunOptions = {},
  ): Promise<Answer> {
    return this.enqueue(name, args, opts, spec) as Promise<Answer>;
  }

  run<K extends ReadName>(name: K, args: ReadArgs<K>, opts: ReadRunOptions = {}): Promise<ReadResult<K>> {
    return this.enqueue(name, args, opts) as Promise<ReadResult<K>>;
  }

  private enqueue(
    name: string,
    args: unknown[],
    runOpts: ReadRunOptions,
    answer?: AnswerSpec,
  ): Promise<unknown> {
    const lane = runOpts.lane ?? 'heavy';
    const team = runOpts.team === undefined ? 'background' : `team:${runOpts.team}`;
    const budgetMs = runOpts.budgetMs ?? this.opts.budgetMs;
    if (this.closed) return Promise.reject(new Error('the read pool is closed'));
    const waiting = [...this.queues.light, ...this.queues.heavy];
    const teamWaiting = waiting.filter((p) => p.team === team).length;
    if (
      waiting.length >= this.opts.maxQueued ||
      teamWaiting >= Math.max(1, Math.floor(this.opts.maxQueued / 2))
    ) {
      return Promise.reject(new ReadQueueFullError(this.retryAfterS()));
    }
    return new Promise<unknown>((resolve, reject) => {
      const job: ReadJob = { id: this.nextId++, name, args, deadline: Date.now() + budgetMs, answer };
      const pending: Pending = {
        job,
        lane,
        team,
        budgetMs,
        resolve,
        reject,
        timer: setTimeout(() => this.expire(pending), budgetMs),
      };
      this.queues[lane].push(pending);
      this.dispatch();
    });
  }

  async warm(): Promise<void> {
    for (const lane of ['light', 'heavy'] as const)
      while (this.count(lane) < this.size(lane)) this.spawn(lane);
    await Promise.all(this.threads.map((t) => t.ready));
    this.dispatch(); // an idle thread starts warming (warmColumns)
    // The largest workspace's columns load before the server listens (at most a few seconds), so
    // the first analysts after a restart find them: a first answer waits for no one's loading.
    const deadline = Date.now() + FIRST_WORKSPACE_WARM_MS;
    const firstWorkspaceWarming = () =>
      this.threads.some((t) => t.warmStep !== undefined && t.warmStep < WARM_PARTS.length);
    while (firstWorkspaceWarming() && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.warmWaiters.push(resolve);
        setTimeout(resolve, deadline - Date.now()).unref();
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of [...this.queues.light, ...this.queues.heavy])
      this.settle(p, new Error('the server is shutting down'));
    this.queues.light.length = 0;
    this.queues.heavy.length = 0;
    const threads = this.threads.splice(0);
    for (const t of threads) if (t.current) this.settle(t.current, new Error('the server is shutting down'));
    // A thread inside a long statement exits only when it returns: do not wait for it forever.
    const exited = Promise.all(threads.map((t) => t.worker.terminate()));
    await Promise.race([exited, new Promise((r) => setTimeout(r, 2000).unref())]);
  }

  private size(lane: Lane): number {
    return lane === 'light' ? this.opts.lightThreads : this.opts.heavyThreads;
  }

  private count(lane: Lane): number {
    return this.threads.filter((t) => t.lane === lane).length;
  }

  /** Seconds a client should wait before asking again: about one budget. */
  private retryAfterS(): number {
    return Math.max(1, Math.ceil(this.opts.budgetMs / 1000));
  }

  /** Gives queued reads to idle threads: light reads first (any thread), heavy ones to heavy threads. */
  private dispatch(): void {
    if (this.closed) return;
    for (const lane of ['light', 'heavy'] as const) {
      const queue = this.queues[lane];
      for (let next = this.nextIndex(lane); next !== -1; next = this.nextIndex(lane)) {
        const thread = this.idleThread(lane) ?? this.growLane(lane);
        if (!thread) break;
        this.start(thread, queue.splice(next, 1)[0]!);
      }
    }
    // Only threads that no waiting read could take are left idle: they warm.
    for (const thread of this.threads)
      if (!thread.current && thread.warmStep !== undefined) this.warmStep(thread);
  }

  /** Runs the thread's next warming step as a read of its own (no caller waits for it). */
  private warmStep(thread: Thread): void {
    const step = thread.warmStep!;
    const pending: Pending = {
      job: {
        id: this.nextId++,
        name: 'warmColumnsStep',
        args: [step],
        deadline: Date.now() + WARM_STEP_BUDGET_MS,
      },
      lane: thread.lane,
      team: 'warm',
      budgetMs: WARM_STEP_BUDGET_MS,
      // Called synchronously when the step finishes, before the next dispatch.
      resolve: (result) => {
        thread.warmStep = (result as { more: boolean }).more ? step + 1 : undefined;
        this.warmWaiters.splice(0).forEach((w) => w());
      },
      reject: () => {
        thread.warmStep = undefined;
        this.warmFailed = true;
        this.warmWaiters.splice(0).forEach((w) => w());
      },
      timer: setTimeout(() => this.expire(pending), WARM_STEP_BUDGET_MS),
    };
    this.start(thread, pending);
  }

  private perTeamThreads(): number {
    return this.opts.perTeamThreads ?? Math.max(1, this.opts.heavyThreads - 1);
  }

  /** Reads of `team` running in `lane`. */
  private running(team: string, lane: Lane): number {
    return this.threads.filter((t) => t.current?.team === team && t.current.lane === lane).length;
  }

  /** The queue index of the read to start next in `lane` (server/reads/fair-share.ts); -1 for none. */
  private nextIndex(lane: Lane): number {
    const cap = lane === 'heavy' ? this.perTeamThreads() : Infinity;
    return nextFairIndex(this.queues[lane], (team) => this.running(team, lane), cap);
  }

  private idleThread(lane: Lane): Thread | undefined {
    const idle = this.threads.filter((t) => !t.current);
    const heavy = idle.find((t) => t.lane === 'heavy');
    if (lane === 'heavy') return heavy;
    // Light work prefers its own threads, and borrows a heavy one only when no heavy work may start.
    return idle.find((t) => t.lane === 'light') ?? (this.nextIndex('heavy') === -1 ? heavy : undefined);
  }

  /** Threads start on demand up to the lane's size (tests that never read start none). */
  private growLane(lane: Lane): Thread | undefined {
    if (this.count(lane) < this.size(lane)) return this.spawn(lane);
    if (lane === 'light' && this.nextIndex('heavy') === -1 && this.count('heavy') < this.size('heavy'))
      return this.spawn('heavy');
    return undefined;
  }

  private spawn(lane: Lane): Thread {
    const worker = new Worker(BOOT, {
      workerData: {
        dbPath: this.opts.dbPath,
        registry: (this.opts.registry ?? REGISTRY).href,
        shareColumns: lane === 'heavy' ? this.columnChannel : undefined,
        lightRunning: this.lightRunning,
      },
    });
    let markReady = () => {};
    const ready = new Promise<void>((r) => (markReady = r));
    const thread: Thread = { worker, lane, ready, markReady };
    // The first heavy thread warms for all; a thread started later (one replaced) warms again
    // unless another is warming: the others may have let the columns go meanwhile.
    if (this.opts.warmColumns && lane === 'heavy' && !this.warmFailed && !this.warming) thread.warmStep = 0;
    worker.on('message', (reply: ReadReply | 'ready') =>
      reply === 'ready' ? markReady() : this.finish(thread, reply),
    );
    worker.on('error', (err) => this.lose(thread, err));
    worker.on('exit', (code) => this.lose(thread, new Error(`read worker exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }

  private start(thread: Thread, pending: Pending): void {
    thread.current = pending;
    pending.thread = thread;
    pending.job.polite = pending.lane === 'heavy';
    if (pending.lane === 'light') {
      pending.countedLight = true;
      Atomics.add(this.lightRunning, 0, 1);
    }
    thread.worker.postMessage(pending.job);
  }

  private finish(thread: Thread, reply: ReadReply): void {
    const pending = thread.current;
    if (!pending || pending.job.id !== reply.id) return;
    thread.current = undefined;
    if (reply.ok) this.settle(pending, undefined, reply.result);
    else this.settle(pending, reviveError(reply.error));
    this.dispatch();
  }

  /** A thread died (crash, or out of memory): its read fails, and a new thread takes its place on demand. */
  private lose(thread: Thread, err: Error): void {
    thread.markReady();
    const i = this.threads.indexOf(thread);
    if (i === -1) return;
    this.threads.splice(i, 1);
    if (thread.current) this.settle(thread.current, err);
    thread.current = undefined;
    this.dispatch();
  }

  private expire(pending: Pending): void {
    const thread = pending.thread;
    if (thread) {
      // Retire the thread before terminating it, so its exit is not reported as a loss.
      const i = this.threads.indexOf(thread);
      if (i !== -1) this.threads.splice(i, 1);
      thread.current = undefined;
      void thread.worker.terminate();
    } else {
      const queue = this.queues[pending.lane];
      const i = queue.indexOf(pending);
      if (i !== -1) queue.splice(i, 1);
    }
    this.settle(pending, new ReadTimeoutError(pending.budgetMs, this.retryAfterS()));
    this.dispatch();
  }

  private settle(pending: Pending, err?: Error, result?: unknown): void {
    clearTimeout(pending.timer);
    if (pending.countedLight) {
      pending.countedLight = false;
      Atomics.sub(this.lightRunning, 0, 1);
      Atomics.notify(this.lightRunning, 0);
    }
    if (err) pending.reject(err);
    else pending.resolve(result);
  }
}
