import { describe, expect, it } from 'vitest';
import { createLimiter } from './request-limiter';
import { createRatePacer } from './rate-pacer';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createLimiter', () => {
  it('never runs more than the limit at once and starts waiting tasks by priority, then order', async () => {
    const limiter = createLimiter(2);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const task = (name: string, priority: number) => {
      const gate = deferred();
      gates.set(name, gate);
      return limiter.run(
        async () => {
          started.push(name);
          await gate.promise;
          return name;
        },
        { priority },
      );
    };
    const all = [task('a', 1), task('b', 1), task('c', 2), task('d', 0), task('e', 1)];
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(3);
    gates.get('a')!.resolve();
    await tick();
    expect(started).toEqual(['a', 'b', 'd']);
    for (const name of ['b', 'd', 'e', 'c']) {
      gates.get(name)?.resolve();
      await tick();
    }
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(started).toEqual(['a', 'b', 'd', 'e', 'c']);
    expect(limiter.active).toBe(0);
  });

  it('drops a waiting task whose signal aborts, without running it', async () => {
    const limiter = createLimiter(1);
    const gate = deferred();
    const first = limiter.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const second = limiter.run(async () => void (ran = true), { signal: controller.signal });
    controller.abort();
    await expect(second).rejects.toBeDefined();
    expect(limiter.waiting).toBe(0);
    gate.resolve();
    await first;
    expect(ran).toBe(false);
  });

  it('frees its slot when a task fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 7)).toBe(7);
  });
});

describe('createRatePacer', () => {
  /** A fake clock: sleeping moves time forward at once. */
  const fakeClock = () => {
    const clock = { t: 0, now: () => clock.t, sleep: async (ms: number) => void (clock.t += ms) };
    return clock;
  };

  it('lets everything through until a refusal, then keeps starts under the learnt limit per window', async () => {
    const clock = fakeClock();
    const pacer = createRatePacer({ windowMs: 1000, clock });
    const tickets = [];
    for (let i = 0; i < 6; i++) tickets.push(await pacer.acquire());
    const starts = tickets.map((s) => s.at);
    expect(starts).toEqual([0, 0, 0, 0, 0, 0]);
    // The fifth start was refused: four per second is what the service takes.
    pacer.refused(tickets[4]!);
    expect(pacer.limit).toBe(4);
    clock.t = 1000;
    const next: number[] = [];
    for (let i = 0; i < 9; i++) next.push((await pacer.acquire()).at);
    expect(next).toEqual([1000, 1000, 1000, 1000, 2000, 2000, 2000, 2000, 3000]);
  });

  it('starts nothing before a Retry-After and learns once per window from a burst of refusals', async () => {
    const clock = fakeClock();
    const pacer = createRatePacer({ windowMs: 1000, clock });
    const tickets = [];
    for (let i = 0; i < 8; i++) tickets.push(await pacer.acquire());
    for (const t of tickets.slice(7)) pacer.refused(t, 3000);
    for (const t of tickets.slice(4)) pacer.refused(t, 3000);
    expect(pacer.limit).toBe(7);
    expect(pacer.pausedUntil).toBe(3000);
    expect((await pacer.acquire()).at).toBe(3000);
  });

  it('gives up waiting when the signal aborts', async () => {
    const pacer = createRatePacer({ windowMs: 1000 });
    pacer.refused(await pacer.acquire(), 60_000);
    const abort = new AbortController();
    const waiting = pacer.acquire(abort.signal);
    abort.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
