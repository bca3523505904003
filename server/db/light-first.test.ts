import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { giveWayToLightReads, listenForLightReads, yieldToLightReads } from './light-first';

const count = new Int32Array(new SharedArrayBuffer(4));
// A limit far above any scheduling delay: a wait that happened cannot pass for one that did not.
const LIMIT = 4000;
const timed = (limitMs = LIMIT) => {
  const start = performance.now();
  yieldToLightReads(limitMs);
  return performance.now() - start;
};

afterEach(() => {
  Atomics.store(count, 0, 0);
  giveWayToLightReads(false);
});

describe('yieldToLightReads', () => {
  it('does not wait when no light read runs, or for a read that is not heavy', () => {
    listenForLightReads(count);
    giveWayToLightReads(true);
    expect(timed()).toBeLessThan(LIMIT / 2);
    Atomics.store(count, 0, 1);
    giveWayToLightReads(false);
    expect(timed()).toBeLessThan(LIMIT / 2);
  });

  it('waits while a light read runs, up to its limit', () => {
    listenForLightReads(count);
    giveWayToLightReads(true);
    Atomics.store(count, 0, 1);
    expect(timed(30)).toBeGreaterThanOrEqual(29);
    expect(timed()).toBeGreaterThanOrEqual(LIMIT - 1);
  });

  it('goes on as soon as the light read ends on another thread', async () => {
    listenForLightReads(count);
    giveWayToLightReads(true);
    Atomics.store(count, 0, 1);
    // Another thread ends the light read shortly after this one starts waiting.
    const ender = new Worker(
      `const { workerData: c } = require('node:worker_threads');
       const t = Date.now() + 20; while (Date.now() < t);
       Atomics.store(c, 0, 0); Atomics.notify(c, 0);`,
      { eval: true, workerData: count },
    );
    await new Promise((r) => ender.once('online', r));
    const waited = timed();
    await new Promise((r) => ender.once('exit', r));
    expect(waited).toBeLessThan(LIMIT / 2);
  });
});
