import { describe, expect, it } from 'vitest';
import {
  RateLimitedQueue,
  createJobState,
  estimateRemaining,
  estimateRemainingMs,
  windowWait,
  type QueueClock,
  type QueueJobState,
  type SendFailure,
} from './rate-limited-queue';

/** Virtual time: sleeping advances the clock at once; each request takes `latency` ms. */
function fakeClock(latency = 50) {
  let now = 1_000_000;
  const clock: QueueClock = {
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
  return {
    clock,
    tick: () => (now += latency),
    get now() {
      return now;
    },
  };
}

const limits = { perWindow: 50, windowMs: 60_000 };
const items = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);
const fail = (status: number, message: string, retryAfter?: number): SendFailure => ({
  status,
  message,
  retryAfter,
});

/** A server that enforces the same rule as the API and records what it accepted. */
function fakeServer(t: ReturnType<typeof fakeClock>, opts: { bad?: Set<string>; perWindow?: number } = {}) {
  const accepted: number[] = [];
  const written: string[] = [];
  const statuses: number[] = [];
  const perWindow = opts.perWindow ?? limits.perWindow;
  const send = async (batch: string[]) => {
    t.tick();
    const inWindow = accepted.filter((a) => a > t.now - limits.windowMs);
    if (inWindow.length >= perWindow) {
      statuses.push(429);
      const freeAt = (inWindow[inWindow.length - perWindow] ?? t.now) + limits.windowMs;
      throw fail(429, 'rate limit reached', Math.ceil((freeAt - t.now) / 1000));
    }
    if (batch.length > 100) throw fail(413, 'too many');
    const bad = batch.find((i) => opts.bad?.has(i));
    if (bad) {
      statuses.push(400);
      throw fail(400, `url ${bad} is not a mention`);
    }
    statuses.push(202);
    accepted.push(t.now);
    written.push(...batch);
  };
  return { send, accepted, written, statuses };
}

const maxInAnyWindow = (times: number[], windowMs: number) =>
  Math.max(0, ...times.map((start) => times.filter((x) => x >= start && x < start + windowMs).length));

describe('RateLimitedQueue', () => {
  it('never sends more than perWindow successful requests in any rolling window', async () => {
    const t = fakeClock();
    const server = fakeServer(t);
    const saved: QueueJobState<string>[] = [];
    const q = new RateLimitedQueue(createJobState('j', items(12_345)), {
      send: server.send,
      persist: async (s) => void saved.push(s),
      clock: t.clock,
      limits,
    });
    const end = await q.run();
    expect(end.status).toBe('done');
    expect(end.done).toBe(12_345);
    expect(server.accepted).toHaveLength(124);
    expect(server.statuses).not.toContain(429);
    expect(maxInAnyWindow(server.accepted, limits.windowMs)).toBe(50);
    expect(new Set(server.written).size).toBe(12_345);
    // Saved after every batch.
    expect(saved.length).toBeGreaterThanOrEqual(124);
  });

  it('honours Retry-After on 429 (a limit shared with other clients) and does not count it', async () => {
    const t = fakeClock();
    // The server allows only 10 per window: someone else is using the rest.
    const server = fakeServer(t, { perWindow: 10 });
    const q = new RateLimitedQueue(createJobState('j', items(2_000)), {
      send: server.send,
      persist: async () => {},
      clock: t.clock,
      limits,
    });
    const end = await q.run();
    expect(end.status).toBe('done');
    expect(server.written).toHaveLength(2_000);
    expect(new Set(server.written).size).toBe(2_000);
    expect(maxInAnyWindow(server.accepted, limits.windowMs)).toBeLessThanOrEqual(10);
    // One 429 per window, then the wait it named: not a storm of retries.
    expect(server.statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(2);
  });

  it('keeps a Retry-After through a pause and a reload: no request before the time the API named', async () => {
    const t = fakeClock();
    const sends: number[] = [];
    let stored: QueueJobState<string> | undefined;
    const send = async () => {
      t.tick();
      sends.push(t.now);
      if (sends.length === 1) throw fail(429, 'rate limit of 20 requests per 10 s reached', 7);
    };
    const q: RateLimitedQueue<string> = new RateLimitedQueue(createJobState('j', items(100)), {
      send,
      persist: async (s) => {
        stored = structuredClone(s);
        if (s.retryAt) q.pause(); // the tab goes away while it waits
      },
      clock: t.clock,
      limits,
    });
    expect((await q.run()).status).toBe('paused');
    expect(stored?.retryAt).toBe(sends[0]! + 7_000);
    // Reloaded (paused state cleared by run, as after Resume): it still waits for the named time.
    const reloaded = new RateLimitedQueue(
      { ...stored!, status: 'running' as const },
      {
        send,
        persist: async () => {},
        clock: t.clock,
        limits,
      },
    );
    expect((await reloaded.run()).status).toBe('done');
    expect(sends).toHaveLength(2);
    expect(sends[1]! - sends[0]!).toBeGreaterThanOrEqual(7_000);
  });

  it('stops on the daily limit with a clear message and resumes later', async () => {
    const t = fakeClock();
    let daily = true;
    const written: string[] = [];
    const deps = {
      send: async (b: string[]) => {
        if (written.length >= 300 && daily)
          throw fail(429, 'daily limit of 3 requests per UTC day reached', 40_000);
        written.push(...b);
      },
      persist: async () => {},
      clock: t.clock,
      limits,
    };
    const q = new RateLimitedQueue(createJobState('j', items(500)), deps);
    const stopped = await q.run();
    expect(stopped.status).toBe('stopped');
    expect(stopped.message).toMatch(/Daily limit reached/);
    expect(stopped.done).toBe(300);
    daily = false;
    const end = await q.resume();
    expect(end.status).toBe('done');
    expect(written).toEqual(items(500));
  });

  it('resumes after a reload from the persisted state without writing any item twice', async () => {
    const t = fakeClock();
    const server = fakeServer(t);
    let stored: QueueJobState<string> | null = null;
    const persist = async (s: QueueJobState<string>) => {
      stored = structuredClone(s);
    };
    const first = new RateLimitedQueue(createJobState('j', items(1_000)), {
      send: async (b, signal) => {
        await server.send(b);
        // The "page" goes away after the 4th accepted batch, before anything else.
        if (server.accepted.length === 4) first.pause();
        return signal;
      },
      persist,
      clock: t.clock,
      limits,
    });
    await first.run();
    expect(stored!.done).toBe(400);
    const reloaded = new RateLimitedQueue(
      { ...stored!, status: 'running' as const },
      {
        send: server.send,
        persist,
        clock: t.clock,
        limits,
      },
    );
    const end = await reloaded.run();
    expect(end.status).toBe('done');
    expect(server.written).toHaveLength(1_000);
    expect(new Set(server.written).size).toBe(1_000);
    // The window carried over the reload too.
    expect(maxInAnyWindow(server.accepted, limits.windowMs)).toBeLessThanOrEqual(50);
  });

  it('splits a batch rejected with 400 until the bad items stand alone; the good ones are written', async () => {
    const t = fakeClock();
    const bad = new Set(['m7', 'm150', 'm151']);
    const server = fakeServer(t, { bad });
    const q = new RateLimitedQueue(createJobState('j', items(250)), {
      send: server.send,
      persist: async () => {},
      clock: t.clock,
      limits,
    });
    const end = await q.run();
    expect(end.status).toBe('done');
    expect(end.failed.map((f) => f.item).sort()).toEqual(['m150', 'm151', 'm7']);
    expect(end.failed[0]?.reason).toMatch(/is not a mention/);
    expect(end.done).toBe(247);
    expect(new Set(server.written)).toEqual(new Set(items(250).filter((i) => !bad.has(i))));
    expect(server.written).toHaveLength(247);
  });

  it('cancel stops before the next batch and keeps what was written', async () => {
    const t = fakeClock();
    const server = fakeServer(t);
    const q: RateLimitedQueue<string> = new RateLimitedQueue(createJobState('j', items(1_000)), {
      send: async (b) => {
        await server.send(b);
        if (server.accepted.length === 2) q.cancel();
      },
      persist: async () => {},
      clock: t.clock,
      limits,
    });
    const end = await q.run();
    expect(end.status).toBe('cancelled');
    expect(server.written).toHaveLength(200);
  });
});

describe('window helpers', () => {
  it('waits until the oldest request of a full window leaves it', () => {
    const sent = Array.from({ length: 50 }, (_, i) => 1000 + i * 10);
    expect(windowWait(sent.slice(0, 49), 2000, limits)).toBe(0);
    expect(windowWait(sent, 2000, limits)).toBe(1000 + 60_000 - 2000 + 1);
  });

  it('estimates the remaining time at the window pace', () => {
    const state = createJobState('j', items(20_000));
    expect(estimateRemainingMs(state, 0, limits)).toBe(Math.ceil(150 / 50) * 60_000);
    expect(estimateRemainingMs({ ...state, pending: [] }, 0, limits)).toBe(0);
    expect(estimateRemaining(state, 0, limits).pacedBy).toBe('window');
  });

  it('counts a Retry-After still running, and names it as what the job waits on', () => {
    // One batch left: sent at once it takes a request's time, but the API asked to wait 30 s.
    const state = { ...createJobState('j', items(100)), retryAt: 30_000 };
    expect(estimateRemaining(state, 0, limits)).toEqual({ ms: 30_000 + 200, pacedBy: 'retry-after' });
    expect(estimateRemaining(state, 40_000, limits)).toEqual({ ms: 200, pacedBy: 'latency' });
  });
});
