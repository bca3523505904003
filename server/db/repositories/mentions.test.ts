import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, TEST_NOW, type TestApp } from '../../test/fixtures';
import type { MentionScope } from '../mention-filters';
import { RANDOM_POOL_SIZE, randomPool } from './mentions';
import { DAY } from '../../../src/lib/time-units';

/**
 * What the seeded rank must give a sample, whatever the hash: every part of the window is drawn
 * from evenly, and another key draws another sample. (That the accelerated pool equals the plain
 * one is server/db/facts.test.ts's.)
 */
let t: TestApp;
beforeAll(async () => {
  // The size server/seed/spikes.test.ts seeds too: one template for both (server/test/fixtures.ts).
  t = await makeTestApp({ mentions: 30_000 });
});
afterAll(() => t.close());

const scope: MentionScope = {
  workspaceId: 1,
  teamId: 1,
  since: TEST_NOW - 365 * DAY,
  to: TEST_NOW,
  filters: {},
};

describe('randomPool', () => {
  it('draws evenly from the whole window, and another sample for another key', () => {
    const ids = (
      t.db
        .prepare(
          'SELECT mention_id FROM workspace_mentions WHERE workspace_id = ? AND published BETWEEN ? AND ?',
        )
        .pluck()
        .all(scope.workspaceId, scope.since, scope.to) as number[]
    ).sort((a, b) => a - b);
    // A window much larger than the pool, so that the pool is a sample and not all of it.
    expect(ids.length).toBeGreaterThan(3 * RANDOM_POOL_SIZE);
    const inWindow = new Set(ids);
    const pools = ['a', 'b', 'c', 'analyst-7f3e'].map((key) => randomPool(t.db, scope, key));
    for (const pool of pools) {
      expect(new Set(pool).size).toBe(RANDOM_POOL_SIZE);
      expect(pool.every((id) => inWindow.has(id))).toBe(true);
      // Each quarter of the window's ids (in id order, so consecutive ids together) holds about
      // a quarter of the sample: 125 expected, a standard deviation of about 10.
      for (let q = 0; q < 4; q++) {
        const lo = ids[Math.floor((q * ids.length) / 4)]!;
        const hi = ids[Math.floor(((q + 1) * ids.length) / 4) - 1]!;
        const n = pool.filter((id) => id >= lo && id <= hi).length;
        expect(n, `quarter ${q}`).toBeGreaterThan(85);
        expect(n, `quarter ${q}`).toBeLessThan(165);
      }
      // Runs of consecutive ids in the sample's order would mean ranks follow ids.
      const steps = pool.slice(1).filter((id, i) => Math.abs(id - pool[i]!) === 1).length;
      expect(steps).toBeLessThan(10);
    }
    // Two keys share about pool² / window of their ids, far from all of them.
    const expected = (RANDOM_POOL_SIZE * RANDOM_POOL_SIZE) / ids.length;
    for (let i = 1; i < pools.length; i++) {
      const other = new Set(pools[i]);
      const shared = pools[0]!.filter((id) => other.has(id)).length;
      expect(shared).toBeLessThan(2 * expected + 40);
    }
    expect(randomPool(t.db, scope, 'a')).toEqual(pools[0]);
  });
});
