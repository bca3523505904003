import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../db/errors';
import { openReadOnly } from '../db/open';
import { distribution } from '../db/repositories/analytics';
import { makeTestApp, TEST_NOW, type TestApp } from '../test/fixtures';
import {
  ReadPool,
  ReadQueueFullError,
  ReadTimeoutError,
  type ReadPoolOptions,
  type ReadRunOptions,
} from './pool';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ mentions: 300 });
});
afterAll(() => t.close());

const pools: ReadPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** A pool over the test database with the slow reads of server/test/slow-reads.ts. */
function pool(over: Partial<ReadPoolOptions> = {}): Run {
  const p = new ReadPool({
    dbPath: t.db.name,
    heavyThreads: 2,
    lightThreads: 1,
    budgetMs: 20_000,
    maxQueued: 50,
    registry: new URL('../test/slow-reads.ts', import.meta.url),
    ...over,
  });
  pools.push(p);
  // The test registry's extra reads are not in the app's typed registry.
  const run = (name: string, args: unknown[], opts?: ReadRunOptions) =>
    (p.run as unknown as (n: string, a: unknown[], o?: ReadRunOptions) => Promise<unknown>)(name, args, opts);
  return Object.assign(run, { warm: () => p.warm() });
}

type Run = ((name: string, args: unknown[], opts?: ReadRunOptions) => Promise<unknown>) & {
  warm: () => Promise<void>;
};

const scope = { workspaceId: 1, teamId: 1, since: TEST_NOW - 30 * 86_400_000, to: TEST_NOW, filters: {} };

describe('ReadPool', () => {
  it('runs a read on another thread, on its own read-only connection, with the same answer', async () => {
    const run = pool();
    expect(await run('threadId', [])).not.toBe(threadId);
    expect(await run('distribution', [scope, 'channels', 100])).toEqual(
      distribution(t.db, scope, 'channels', 100),
    );
    const reader = openReadOnly(t.db.name);
    expect(() => reader.prepare('DELETE FROM folders').run()).toThrow(/readonly/);
    reader.close();
  });

  it('a slow read delays only itself: cheap and other heavy reads answer while it runs', async () => {
    const run = pool();
    await run.warm();
    const order: string[] = [];
    const slow = run('spin', [2500], { team: 1 }).then(() => order.push('slow'));
    await run('countTo', [10], { lane: 'light' }).then(() => order.push('light'));
    await run('distribution', [scope, 'domains', 10], { team: 2 }).then(() => order.push('heavy'));
    await slow;
    expect(order).toEqual(['light', 'heavy', 'slow']);
  });

  it('keeps a thread for light reads however much heavy work is waiting', async () => {
    const run = pool({ heavyThreads: 1, lightThreads: 1 });
    await run.warm();
    const order: string[] = [];
    const heavy = [1, 2, 3].map((i) => run('spin', [400]).then(() => order.push(`heavy${i}`)));
    await run('countTo', [10], { lane: 'light' }).then(() => order.push('light'));
    await Promise.all(heavy);
    expect(order[0]).toBe('light');
  });

  it('stops a read past its budget, replaces its thread and keeps serving', async () => {
    const run = pool({ heavyThreads: 1, budgetMs: 300 });
    await run.warm();
    const started = Date.now();
    const outcome = (p: Promise<unknown>) =>
      p.then(
        () => 'answered',
        (e: unknown) => e,
      );
    const running = outcome(run('spin', [60_000]));
    // Queued behind it for longer than the budget: dropped without running.
    const queued = outcome(run('spin', [10]));
    expect(await running).toBeInstanceOf(ReadTimeoutError);
    expect(await queued).toBeInstanceOf(ReadTimeoutError);
    expect(Date.now() - started).toBeLessThan(10_000);
    // A new thread takes over (its start-up is not this test's budget).
    expect(await run('countTo', [5], { budgetMs: 30_000 })).toBe(5);
  });

  it('refuses new reads at once when too many are waiting', async () => {
    const run = pool({ heavyThreads: 1, maxQueued: 1 });
    await run.warm();
    const running = run('spin', [300]);
    const queued = run('spin', [10]);
    await expect(run('spin', [10])).rejects.toBeInstanceOf(ReadQueueFullError);
    await Promise.all([running, queued]);
  });

  it('hands back domain errors as their own class', async () => {
    const run = pool();
    const bad = run('listMentions', [
      { ...scope, filters: { filter_expression: 't*' } },
      { sort: 'published', order: 'desc', limit: 5, offset: 0 },
    ]);
    await expect(bad).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(bad).rejects.toMatchObject({ param: 'filter_expression' });
  });
});

describe('ReadPool warming', () => {
  type Held = {
    thread: number;
    held: [number, { version: number; rows: number; columns: string[]; loaded: string[] }][];
  };
  const largestWorkspace = () =>
    t.db
      .prepare('SELECT workspace_id FROM workspace_facts GROUP BY workspace_id ORDER BY count(*) DESC, 1')
      .pluck()
      .get() as number;
  /** What each of the two heavy threads holds (two teams at once, so each takes one). */
  async function heldByBoth(run: Run, until: (both: Held[]) => boolean): Promise<Held[]> {
    for (let tries = 0; ; tries++) {
      const both = (await Promise.all([
        run('held', [], { team: 1 }),
        run('held', [], { team: 2 }),
      ])) as Held[];
      if (both[0]!.thread !== both[1]!.thread && until(both)) return both;
      if (tries > 300) throw new Error(`threads never held it: ${JSON.stringify(both)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('one idle thread loads the largest workspace’s columns, and every heavy thread holds them', async () => {
    const run = pool({ heavyThreads: 2, lightThreads: 0, warmColumns: true });
    await run.warm();
    const largest = largestWorkspace();
    const warmed = (h: Held) => {
      const ws = new Map(h.held).get(largest);
      return Boolean(
        ws && ws.rows > 0 && ['domain', 'author', 'loc_city'].every((c) => ws.columns.includes(c)),
      );
    };
    const both = await heldByBoth(run, (b) => b.every(warmed));
    // Read from SQLite once, by one thread; the other installed what it was offered.
    const loaded = both.map((h) => new Map(h.held).get(largest)!.loaded);
    expect(loaded.filter((parts) => parts.length > 0)).toHaveLength(1);
    expect(loaded.flat()).toEqual(expect.arrayContaining(['rows', 'domain', 'author', 'loc_city']));
  });

  it('a column one thread loads answers on the other, and a write makes both read again', async () => {
    const run = pool({ heavyThreads: 2, lightThreads: 0 });
    await run.warm();
    const ws = (h: Held) => new Map(h.held).get(scope.workspaceId);
    const ask = () => run('distribution', [scope, 'languages', 100], { team: 1 });
    expect(await ask()).toEqual(distribution(t.db, scope, 'languages', 100));
    const both = await heldByBoth(run, (b) => b.every((h) => ws(h)?.columns.includes('language')));
    // Both threads answer from the one load (two teams read at once, one on each thread).
    const answers = await Promise.all(
      [1, 2].map((team) => run('distribution', [scope, 'languages', 100], { team })),
    );
    for (const answer of answers) expect(answer).toEqual(distribution(t.db, scope, 'languages', 100));
    const after = await heldByBoth(run, () => true);
    for (const h of after)
      expect(ws(h)!.loaded).toEqual(ws(both.find((b) => b.thread === h.thread)!)!.loaded);
    expect(after.filter((h) => ws(h)!.loaded.includes('language'))).toHaveLength(1);

    // A write moves the workspace's counter: the shared copy is no longer used.
    const row = t.db
      .prepare(
        'SELECT mention_id, language FROM workspace_facts WHERE workspace_id = ? AND published >= ? LIMIT 1',
      )
      .get(scope.workspaceId, scope.since) as { mention_id: number; language: string | null };
    t.db.prepare('UPDATE workspace_facts SET language = ? WHERE mention_id = ?').run('xx', row.mention_id);
    try {
      const changed = await Promise.all(
        [1, 2].map((team) => run('distribution', [scope, 'languages', 100], { team })),
      );
      for (const answer of changed) expect(answer).toEqual(distribution(t.db, scope, 'languages', 100));
      expect(JSON.stringify(changed[0])).toContain('"xx"');
    } finally {
      t.db
        .prepare('UPDATE workspace_facts SET language = ? WHERE mention_id = ?')
        .run(row.language, row.mention_id);
    }
  });
});

describe('ReadPool light reads first', () => {
  it('a heavy read gives way at its yield points while a light read runs', async () => {
    const run = pool({ heavyThreads: 1, lightThreads: 1 });
    await run.warm();
    const heavy = run('politeSpin', [2000]);
    await new Promise((r) => setTimeout(r, 200));
    await run('spin', [500], { lane: 'light' });
    // About 8 of every 9 ms of the light read's 500 were given up; none once it ended.
    const paused = (await heavy) as number;
    expect(paused).toBeGreaterThanOrEqual(250);
    expect(paused).toBeLessThan(2000);
    expect(await run('lightReadsRunning', [])).toBe(0);
  });

  it('counts a light read out however it ends: answered, failed or past its budget', async () => {
    const run = pool({ heavyThreads: 1, lightThreads: 1 });
    await run.warm();
    await run('spin', [20], { lane: 'light' });
    await expect(run('noSuchRead', [], { lane: 'light' })).rejects.toThrow(/no read named/);
    await expect(run('spin', [5000], { lane: 'light', budgetMs: 300 })).rejects.toBeInstanceOf(
      ReadTimeoutError,
    );
    expect(await run('lightReadsRunning', [])).toBe(0);
  });
});

describe('ReadPool fairness between teams', () => {
  /** Starts team reads in this order and resolves with the order they finished in. */
  async function finishOrder(run: Run, reads: [label: string, team: number, ms: number][]) {
    const order: string[] = [];
    await Promise.all(
      reads.map(([label, team, ms]) => run('spin', [ms], { team }).then(() => order.push(label))),
    );
    return order;
  }

  it('one team cannot take every heavy thread: another team starts at once', async () => {
    const run = pool({ heavyThreads: 2, lightThreads: 0 });
    await run.warm();
    const order = await finishOrder(run, [
      ['a1', 1, 600],
      ['a2', 1, 600],
      ['a3', 1, 600],
      ['b1', 2, 600],
    ]);
    // Team 1 holds one thread at a time (all but one), so team 2's read runs beside its first.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a2'));
    expect(order.slice(-2)).toEqual(['a2', 'a3']);
  });

  it('a freed thread goes to the team with the fewest reads running, not to the oldest backlog', async () => {
    const run = pool({ heavyThreads: 2, lightThreads: 0, perTeamThreads: 2 });
    await run.warm();
    const order = await finishOrder(run, [
      ['a1', 1, 400],
      ['a2', 1, 400],
      ['a3', 1, 400],
      ['a4', 1, 400],
      ['b1', 2, 50],
    ]);
    // In arrival order b1 would start after a3 and a4; fairly, it takes the first thread freed.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a3'));
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a4'));
  });

  it('a team fills at most half of the waiting room; another team still gets in', async () => {
    const run = pool({ heavyThreads: 1, lightThreads: 0, maxQueued: 4 });
    await run.warm();
    const running = run('spin', [300], { team: 1 });
    const queued = [run('spin', [10], { team: 1 }), run('spin', [10], { team: 1 })];
    await expect(run('spin', [10], { team: 1 })).rejects.toBeInstanceOf(ReadQueueFullError);
    const other = run('spin', [10], { team: 2 });
    await Promise.all([running, ...queued, other]);
  });
});
