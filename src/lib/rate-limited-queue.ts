/**
 * A resumable job that sends items in batches under a request-rate limit. Pure: the clock, the
 * sleep, the send function and the persistence are injected, so tests drive it with a fake clock.
 *
 * Rules (PUT /mentions/customEnrichments): at most `batchSize` items per request; at most
 * `perWindow` successful (2xx) requests in any rolling `windowMs`; a 429 waits `Retry-After`
 * and is not counted; a daily-limit 429 stops the job; a 400 (atomic batch) is split in halves
 * until the bad items are alone, so every good item is still written.
 *
 * Exactly-once: a batch leaves `pending` (and is persisted) only after its 2xx. A reload between
 * the 2xx and the save resends that one batch; the write is idempotent (same url, same value).
 */

export type JobStatus = 'running' | 'paused' | 'stopped' | 'cancelled' | 'done';

export interface FailedItem<T> {
  item: T;
  reason: string;
}

export interface QueueJobState<T> {
  id: string;
  status: JobStatus;
  /** Batches still to send, in order; splits go to the front. */
  pending: T[][];
  total: number;
  done: number;
  failed: FailedItem<T>[];
  /** Completion times of recent successful requests (the rolling window survives a reload). */
  sentAt: number[];
  /** Why the job is waiting, paused or stopped. */
  message?: string;
  /** Epoch ms until which the job waits (rate limit); for the UI. */
  waitingUntil?: number;
  /** Epoch ms before which the API asked not to send again (Retry-After): kept through a pause or reload. */
  retryAt?: number;
}

export interface QueueLimits {
  perWindow: number;
  windowMs: number;
}

/** What a failed send throws: ApiError matches structurally. */
export interface SendFailure {
  status: number;
  message: string;
  retryAfter?: number;
}

export interface QueueClock {
  now: () => number;
  /** Resolves after `ms`, or early when `signal` aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface QueueDeps<T> {
  send: (items: T[], signal: AbortSignal) => Promise<unknown>;
  persist: (state: QueueJobState<T>) => Promise<void>;
  clock: QueueClock;
  limits: QueueLimits;
  onChange?: (state: QueueJobState<T>) => void;
}

export const DEFAULT_LIMITS: QueueLimits = { perWindow: 50, windowMs: 60_000 };
const FALLBACK_RETRY_MS = 5_000;
const TRANSIENT_RETRIES = 4;

export function createJobState<T>(id: string, items: readonly T[], batchSize = 100): QueueJobState<T> {
  const pending: T[][] = [];
  for (let i = 0; i < items.length; i += batchSize) pending.push(items.slice(i, i + batchSize));
  return { id, status: 'running', pending, total: items.length, done: 0, failed: [], sentAt: [] };
}

const isSendFailure = (e: unknown): e is SendFailure =>
  typeof e === 'object' && e !== null && typeof (e as SendFailure).status === 'number';

/** A daily-limit 429 cannot be waited out in a session: stop and say when it resets. */
export const isDailyLimit = (f: SendFailure) =>
  /daily|per day/i.test(f.message) || (f.retryAfter ?? 0) > 3600;

/** Milliseconds to wait before the next request may go without breaking the window rule. */
export function windowWait(sentAt: readonly number[], now: number, limits: QueueLimits): number {
  const recent = sentAt.filter((t) => t > now - limits.windowMs);
  if (recent.length < limits.perWindow) return 0;
  const pivot = recent[recent.length - limits.perWindow] ?? now;
  return Math.max(0, pivot + limits.windowMs - now + 1);
}

/** What holds a job back: the API's Retry-After, the rolling request window, or each request's time. */
export type PacedBy = 'retry-after' | 'window' | 'latency';

export interface RemainingEstimate {
  ms: number;
  pacedBy: PacedBy;
}

/**
 * Remaining time and what it waits on: a Retry-After still running (the job sends nothing until
 * then), then the requests left at the window's pace, or at the observed latency if slower.
 */
export function estimateRemaining(
  state: QueueJobState<unknown>,
  now: number,
  limits: QueueLimits,
  latencyMs = 200,
): RemainingEstimate {
  const left = state.pending.length;
  if (left === 0) return { ms: 0, pacedBy: 'latency' };
  const retry = Math.max(0, (state.retryAt ?? 0) - now);
  const start = now + retry;
  const free = Math.max(0, limits.perWindow - state.sentAt.filter((t) => t > start - limits.windowMs).length);
  const paced = left <= free ? 0 : Math.ceil((left - free) / limits.perWindow) * limits.windowMs;
  const sending = Math.max(paced, left * latencyMs);
  const pacedBy: PacedBy =
    retry > 0 ? 'retry-after' : paced > 0 && paced >= left * latencyMs ? 'window' : 'latency';
  return { ms: retry + sending, pacedBy };
}

/** Remaining time (see estimateRemaining). */
export const estimateRemainingMs = (
  state: QueueJobState<unknown>,
  now: number,
  limits: QueueLimits,
  latencyMs = 200,
): number => estimateRemaining(state, now, limits, latencyMs).ms;

export class RateLimitedQueue<T> {
  private state: QueueJobState<T>;
  private controller = new AbortController();
  private running: Promise<QueueJobState<T>> | null = null;

  constructor(
    initial: QueueJobState<T>,
    private readonly deps: QueueDeps<T>,
  ) {
    this.state = structuredClone(initial);
  }

  get snapshot(): QueueJobState<T> {
    return this.state;
  }

  /** Runs until done, paused, stopped or cancelled; safe to call again after a pause. */
  run(): Promise<QueueJobState<T>> {
    if (this.running) return this.running;
    if (this.state.status === 'paused' || this.state.status === 'stopped')
      this.update({ status: 'running', message: undefined });
    this.controller = new AbortController();
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  pause(): void {
    if (this.state.status !== 'running') return;
    this.update({ status: 'paused', message: 'Paused', waitingUntil: undefined });
    this.controller.abort();
  }

  resume(): Promise<QueueJobState<T>> {
    return this.run();
  }

  /** Sets a paused or stopped job running again without sending (its owner has work to do first). */
  markRunning(): void {
    if (this.state.status === 'paused' || this.state.status === 'stopped')
      this.update({ status: 'running', message: undefined });
  }

  cancel(): void {
    if (this.state.status === 'done' || this.state.status === 'cancelled') return;
    this.update({ status: 'cancelled', message: 'Cancelled', waitingUntil: undefined });
    this.controller.abort();
    void this.deps.persist(this.state);
  }

  private update(patch: Partial<QueueJobState<T>>): void {
    this.state = { ...this.state, ...patch };
    this.deps.onChange?.(this.state);
  }

  private async wait(ms: number, message: string): Promise<void> {
    if (ms <= 0) return;
    this.update({ message, waitingUntil: this.deps.clock.now() + ms });
    await this.deps.clock.sleep(ms, this.controller.signal);
    if (this.state.status === 'running') this.update({ message: undefined, waitingUntil: undefined });
  }

  private async loop(): Promise<QueueJobState<T>> {
    const { clock, limits } = this.deps;
    let transientFailures = 0;
    while (this.state.status === 'running') {
      const batch = this.state.pending[0];
      if (!batch) {
        this.update({ status: 'done', message: undefined, waitingUntil: undefined });
        break;
      }
      const retryLeft = (this.state.retryAt ?? 0) - clock.now();
      if (retryLeft > 0)
        await this.wait(
          retryLeft,
          this.state.message ?? 'Rate limited by the API: waiting for its Retry-After',
        );
      if (this.state.status !== 'running') break;
      await this.wait(
        windowWait(this.state.sentAt, clock.now(), limits),
        'Waiting for the rate-limit window',
      );
      if (this.state.status !== 'running') break;
      try {
        await this.deps.send(batch, this.controller.signal);
        const now = clock.now();
        transientFailures = 0;
        this.update({
          pending: this.state.pending.slice(1),
          done: this.state.done + batch.length,
          sentAt: [...this.state.sentAt.filter((t) => t > now - limits.windowMs), now],
        });
      } catch (error) {
        if (this.state.status !== 'running') break; // aborted by pause/cancel: the batch stays pending
        const failure: SendFailure = isSendFailure(error)
          ? error
          : { status: 0, message: error instanceof Error ? error.message : String(error) };
        if (failure.status === 429 && isDailyLimit(failure)) {
          this.update({
            status: 'stopped',
            message: `Daily limit reached: ${failure.message}. Resume after it resets.`,
          });
        } else if (failure.status === 429) {
          const retryAt = clock.now() + (failure.retryAfter ?? FALLBACK_RETRY_MS / 1000) * 1000;
          this.update({ retryAt, message: `Rate limited by the API: ${failure.message}` });
          await this.deps.persist(this.state); // a reload during the wait still honours it
          continue;
        } else if (failure.status === 400 || failure.status === 413) {
          this.isolate(batch, failure.message);
        } else if (++transientFailures <= TRANSIENT_RETRIES) {
          await this.wait(1000 * 2 ** transientFailures, `Retrying after an error: ${failure.message}`);
          continue;
        } else {
          this.update({ status: 'paused', message: `Paused after repeated errors: ${failure.message}` });
        }
      }
      await this.deps.persist(this.state);
    }
    await this.deps.persist(this.state);
    return this.state;
  }

  /** A rejected batch is atomic: split it so the good halves go through and bad items stand alone. */
  private isolate(batch: T[], reason: string): void {
    const rest = this.state.pending.slice(1);
    if (batch.length === 1) {
      this.update({ pending: rest, failed: [...this.state.failed, { item: batch[0] as T, reason }] });
      return;
    }
    const mid = Math.ceil(batch.length / 2);
    this.update({ pending: [batch.slice(0, mid), batch.slice(mid), ...rest] });
  }
}

/** The browser clock: setTimeout that an AbortSignal cuts short. */
export const browserClock: QueueClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(resolve, ms);
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    }),
};
