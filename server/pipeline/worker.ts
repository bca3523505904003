/**
 * A small in-process queue for background work: workspace re-matching and narrative detection
 * (in-memory tasks) and the durable write_queue (custom-channel pushes, enrichment values), which
 * survives a crash because it lives in the database. Work runs on setImmediate, never inside the
 * request that scheduled it; `drain()` lets tests wait for everything to settle.
 */
export type Task = () => void | Promise<void>;

export interface WorkerOptions {
  /** Processes one pending write_queue row; returns false when none is left. */
  processQueuedWrite?: () => boolean;
  /** How often the durable queue is polled for rows written by an earlier process. */
  pollMs?: number;
  onError?: (err: unknown) => void;
}

export class BackgroundWorker {
  private readonly tasks: Task[] = [];
  private running: Promise<void> | undefined;
  private scheduled = false;
  private stopped = false;
  private readonly poll: NodeJS.Timeout | undefined;

  constructor(private readonly opts: WorkerOptions = {}) {
    if (opts.processQueuedWrite) {
      this.poll = setInterval(() => this.kick(), opts.pollMs ?? 500);
      this.poll.unref();
    }
  }

  /** Schedules a task; it runs after the current request has been answered. */
  enqueue(task: Task): void {
    if (this.stopped) return;
    this.tasks.push(task);
    this.kick();
  }

  /** Asks the worker to look at the durable queue soon (after a write was queued). */
  kick(): void {
    if (this.stopped || this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (!this.stopped && !this.running)
        this.running = this.runAll().finally(() => (this.running = undefined));
    });
  }

  private async runAll(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const task = this.tasks.shift();
      if (task) {
        try {
          await task();
        } catch (err) {
          this.opts.onError?.(err);
        }
        // Yield between tasks so requests are answered (and see intermediate states).
        await new Promise((r) => setImmediate(r));
        continue;
      }
      if (!this.processSafely()) return;
      // Yield between queued writes so requests keep being answered.
      await new Promise((r) => setImmediate(r));
    }
  }

  /** Processes one queued write; errors are reported, and the caller moves on. */
  private processSafely(): boolean {
    try {
      return this.opts.processQueuedWrite?.() ?? false;
    } catch (err) {
      this.opts.onError?.(err);
      return true;
    }
  }

  /** Resolves once no task is pending and the durable queue is empty. */
  async drain(): Promise<void> {
    for (;;) {
      if (this.running) {
        await this.running;
        continue;
      }
      if (this.stopped) return;
      this.running = this.runAll().finally(() => (this.running = undefined));
      await this.running;
      if (this.tasks.length === 0 && !this.processSafely()) return;
    }
  }

  /** Stops taking and running work (app close); the running task finishes. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    this.tasks.length = 0;
    await this.running;
  }
}
