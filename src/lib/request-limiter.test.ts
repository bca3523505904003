import { describe, expect, it } from 'vitest';
import { createLimiter } from './request-limiter';

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
