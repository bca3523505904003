import { Worker } from 'node:worker_threads';
import type { ScryptParams } from './auth';

/**
 * Password hashing on threads of its own, with a bounded queue. Node's `crypto.scrypt` runs on
 * libuv's shared thread pool (four threads), where token verification (WebCrypto HMAC), file
 * reads and compression also run: a burst of sign-ins used to hold every one of those threads
 * and stall every signed-in user. Here hashing can only ever take `threads` threads, and no
 * more than `maxQueued` sign-ins wait; beyond that a sign-in is refused at once
 * (PasswordLaneFullError → 503 + Retry-After) rather than queued behind the burst.
 */
export interface PasswordLaneOptions {
  /** Hashing threads (default 1: a sign-in is rare, a burst of them is an attack). */
  threads: number;
  /** Hashes waiting for a thread before new ones are refused (default 16, about a second of work). */
  maxQueued: number;
}

export const DEFAULT_PASSWORD_LANE: PasswordLaneOptions = { threads: 1, maxQueued: 16 };

export class PasswordLaneFullError extends Error {
  readonly retryAfterS = 1;
  constructor() {
    super('too many sign-ins are being checked right now');
    this.name = 'PasswordLaneFullError';
  }
}

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  length: number;
  params: ScryptParams;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  current?: Job;
  ready: Promise<void>;
}

const WORKER = new URL('./password-worker.mjs', import.meta.url);

export class PasswordLane {
  private readonly threads: Thread[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Key derivations finished since start: what a test counts as "passwords checked". */
  derived = 0;

  constructor(private readonly opts: PasswordLaneOptions = DEFAULT_PASSWORD_LANE) {}

  /** scrypt on the lane; rejects at once with PasswordLaneFullError when the queue is full. */
  scrypt(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the password lane is closed'));
    if (this.queue.length >= this.opts.maxQueued) return Promise.reject(new PasswordLaneFullError());
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, password, salt, length, params, resolve, reject });
      this.dispatch();
    });
  }

  /** Hashes waiting plus hashes running. */
  get pending(): number {
    return this.queue.length + this.threads.filter((t) => t.current).length;
  }

  async warm(): Promise<void> {
    while (this.threads.length < this.opts.threads) this.spawn();
    await Promise.all(this.threads.map((t) => t.ready));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the server is shutting down'));
    const threads = this.threads.splice(0);
    for (const t of threads) t.current?.reject(new Error('the server is shutting down'));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread =
        this.threads.find((t) => !t.current) ??
        (this.threads.length < this.opts.threads ? this.spawn() : undefined);
      if (!thread) return;
      const job = this.queue.shift()!;
      thread.current = job;
      const { id, password, salt, length, params } = job;
      thread.worker.postMessage({ id, password, salt, length, params });
    }
  }

  private spawn(): Thread {
    const worker = new Worker(WORKER);
    let markReady = () => {};
    const thread: Thread = { worker, ready: new Promise<void>((r) => (markReady = r)) };
    worker.on('message', (msg: 'ready' | { id: number; ok: boolean; key?: Uint8Array; message?: string }) => {
      if (msg === 'ready') return markReady();
      const job = thread.current;
      if (!job || job.id !== msg.id) return;
      thread.current = undefined;
      this.derived++;
      if (msg.ok && msg.key) job.resolve(Buffer.from(msg.key));
      else job.reject(new Error(msg.message ?? 'scrypt failed'));
      this.dispatch();
    });
    const lose = (err: Error) => {
      markReady();
      const i = this.threads.indexOf(thread);
      if (i === -1) return;
      this.threads.splice(i, 1);
      thread.current?.reject(err);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lose);
    worker.on('exit', (code) => lose(new Error(`password worker exited with code ${code}`)));
    this.threads.push(thread);
    return thread;
  }
}
