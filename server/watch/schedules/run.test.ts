import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScheduleInput } from '../../../src/api/schemas/alerts';
import { openDeskStore, type DeskEngine, type DeskStore } from '../../desk/db/open';
import { ENGINES } from '../../desk/test-support';
import { freshPgDatabase } from '../../desk/test-pg';
import { nextRunAfter, runDueSchedules, type RenderJob, type ScheduleDeps } from './index';
import { createSchedule, listRuns } from './repository';
import { testWatchContext } from '../test-context';

/** Opens the same desk store again and again (a restart, or a second instance), and drops it at the end. */
async function sharedStore(engine: DeskEngine) {
  const opened: DeskStore[] = [];
  let open: () => Promise<DeskStore>;
  let drop: () => Promise<void>;
  if (engine === 'postgres') {
    const pg = await freshPgDatabase();
    open = () => openDeskStore({ databaseUrl: pg.url, poolSize: 4 });
    drop = pg.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'nd-sched-'));
    open = () => openDeskStore({ sqlitePath: join(dir, 'desk.db') });
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  return {
    open: async () => {
      const s = await open();
      opened.push(s);
      return s;
    },
    close: async () => {
      for (const s of opened) await s.close();
      await drop();
    },
  };
}

/** A context with a clock the test moves, and deps that record what they were asked. */
function contextOn(store: DeskStore, instanceId: string, clock: { t: number }) {
  const rendered: RenderJob[] = [];
  const enqueued: string[] = [];
  const ctx = testWatchContext(store, { clock: { now: () => clock.t }, instanceId });
  const deps: ScheduleDeps = {
    render: async (job) => {
      rendered.push(job);
      // A render takes a while: another instance's tick overlaps it.
      await new Promise((r) => setImmediate(r));
      return Object.fromEntries(job.formats.map((f) => [f, Buffer.from(`${f} of ${job.reportTitle}`)]));
    },
    enqueue: async (_db, _schedule, runId) => {
      enqueued.push(runId);
    },
  };
  return { ctx, deps, rendered, enqueued };
}

async function seedReport(store: DeskStore, nowIso: string): Promise<string> {
  const id = `report-${Math.random().toString(36).slice(2)}`;
  await store.db
    .insertInto('artefacts')
    .values({
      id,
      kind: 'report',
      title: 'Weekly brief',
      owner_id: 'u1',
      owner_name: 'Demo',
      visibility: 'team',
      workspace_ids: '[1]',
      workspace_count: 1,
      body: '{}',
      version: 1,
      created_at: nowIso,
      created_by_id: 'u1',
      created_by_name: 'Demo',
      updated_at: nowIso,
      updated_by_id: 'u1',
      updated_by_name: 'Demo',
      client_key: null,
    })
    .execute();
  return id;
}

const MONDAY_0800: ScheduleInput['cadence'] = { kind: 'weekly', weekday: 1, time: '08:00' };

async function seedSchedule(
  store: DeskStore,
  nowMs: number,
  cadence = MONDAY_0800,
  window: ScheduleInput['window'] = 'last_week',
) {
  const nowIso = new Date(nowMs).toISOString();
  const input: ScheduleInput = {
    reportId: await seedReport(store, nowIso),
    title: 'Monday brief',
    cadence,
    zone: 'Europe/London',
    window,
    formats: ['pdf', 'pptx'],
    recipients: ['reader@example.org'],
    paused: false,
  };
  const made = await createSchedule(
    store.db,
    { id: 'u1', name: 'Demo' },
    input,
    nextRunAfter(input, nowMs),
    nowIso,
    5,
  );
  if (!('row' in made)) throw new Error('not created');
  return made.row;
}

const at = (iso: string) => Date.parse(iso);

describe.each(ENGINES)('scheduled runs on %s', (engine) => {
  let env: Awaited<ReturnType<typeof sharedStore>> | undefined;
  afterEach(async () => {
    await env?.close();
    env = undefined;
  });

  it('runs a due slot once, stores its window and advances to the next slot', async () => {
    env = await sharedStore(engine);
    const store = await env.open();
    const clock = { t: at('2026-11-28T16:00:00Z') };
    const schedule = await seedSchedule(store, clock.t);
    expect(schedule.next_run_at).toBe('2026-11-30T08:00:00.000Z');
    const a = contextOn(store, 'one', clock);
    expect(await runDueSchedules(a.ctx, a.deps)).toBe(0);
    clock.t = at('2026-11-30T08:00:05Z');
    expect(await runDueSchedules(a.ctx, a.deps)).toBe(1);
    expect(await runDueSchedules(a.ctx, a.deps)).toBe(0);
    const runs = await listRuns(store.db, schedule.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      slot: '2026-11-30T08:00:00.000Z',
      from: '2026-11-23T00:00:00.000Z',
      to: '2026-11-30T00:00:00.000Z',
      zone: 'Europe/London',
      status: 'sent',
      error: null,
      files: [
        { format: 'pdf', bytes: Buffer.byteLength('pdf of Weekly brief') },
        { format: 'pptx', bytes: Buffer.byteLength('pptx of Weekly brief') },
      ],
    });
    expect(a.rendered.map((j) => [j.reportTitle, j.from, j.to, j.zone])).toEqual([
      ['Weekly brief', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z', 'Europe/London'],
    ]);
    expect(a.enqueued).toEqual([runs[0]!.id]);
    const after = await store.db.selectFrom('report_schedules').selectAll().executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      next_run_at: '2026-12-07T08:00:00.000Z',
      last_run_at: '2026-11-30T08:00:00.000Z',
      lease_owner: null,
    });
  });

  it('after a restart, runs the missed slots once, for the latest, and then keeps its cadence', async () => {
    env = await sharedStore(engine);
    const clock = { t: at('2026-11-28T16:00:00Z') };
    const first = await env.open();
    const schedule = await seedSchedule(first, clock.t, { kind: 'daily', time: '08:00' }, 'last_day');
    const before = contextOn(first, 'before', clock);
    clock.t = at('2026-11-29T08:00:00Z');
    expect(await runDueSchedules(before.ctx, before.deps)).toBe(1);
    // Down from Sunday 09:00 until Wednesday 10:30: Monday, Tuesday and Wednesday's slots missed.
    await first.close();
    clock.t = at('2026-12-02T10:30:00Z');
    const restarted = contextOn(await env.open(), 'after', clock);
    expect(await runDueSchedules(restarted.ctx, restarted.deps)).toBe(1);
    expect(await runDueSchedules(restarted.ctx, restarted.deps)).toBe(0);
    const runs = await listRuns(restarted.ctx.store.db, schedule.id);
    expect(runs.map((r) => [r.slot, r.from, r.to])).toEqual([
      ['2026-12-02T08:00:00.000Z', '2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z'],
      ['2026-11-29T08:00:00.000Z', '2026-11-28T00:00:00.000Z', '2026-11-29T00:00:00.000Z'],
    ]);
    clock.t = at('2026-12-03T08:00:00Z');
    expect(await runDueSchedules(restarted.ctx, restarted.deps)).toBe(1);
  });

  it('a crash while rendering leaves the run waiting; after the lease it is rendered, still once', async () => {
    env = await sharedStore(engine);
    const clock = { t: at('2026-11-28T16:00:00Z') };
    const first = await env.open();
    const schedule = await seedSchedule(first, clock.t);
    clock.t = at('2026-11-30T08:00:01Z');
    const crashing = contextOn(first, 'crashing', clock);
    crashing.deps.render = () => new Promise(() => undefined); // never answers: the process dies here
    void runDueSchedules(crashing.ctx, crashing.deps);
    await expect
      .poll(async () => (await listRuns(first.db, schedule.id)).map((r) => r.status), { timeout: 30_000 })
      .toEqual(['rendering']);
    const next = contextOn(await env.open(), 'next', clock);
    expect(await runDueSchedules(next.ctx, next.deps)).toBe(0); // the lease still holds
    clock.t += 11 * 60_000;
    expect(await runDueSchedules(next.ctx, next.deps)).toBe(1);
    const runs = await listRuns(next.ctx.store.db, schedule.id);
    expect(runs.map((r) => [r.slot, r.status])).toEqual([['2026-11-30T08:00:00.000Z', 'sent']]);
  });

  it('a render failure is recorded on the run, and the schedule moves on', async () => {
    env = await sharedStore(engine);
    const clock = { t: at('2026-11-28T16:00:00Z') };
    const store = await env.open();
    const schedule = await seedSchedule(store, clock.t);
    const c = contextOn(store, 'one', clock);
    c.deps.render = () => Promise.reject(new Error('Chromium not found at /nowhere/chromium'));
    clock.t = at('2026-11-30T09:00:00Z');
    expect(await runDueSchedules(c.ctx, c.deps)).toBe(1);
    const [run] = await listRuns(store.db, schedule.id);
    expect(run).toMatchObject({
      status: 'failed',
      error: 'Chromium not found at /nowhere/chromium',
      files: [],
    });
    expect(c.enqueued).toEqual([]);
  });
});

describe.runIf(ENGINES.includes('postgres'))('two instances on one PostgreSQL', () => {
  it('run each slot once, whoever claims it', async () => {
    const env = await sharedStore('postgres');
    try {
      const clock = { t: at('2026-11-28T16:00:00Z') };
      const a = contextOn(await env.open(), 'a', clock);
      const b = contextOn(await env.open(), 'b', clock);
      const schedules = [];
      for (let i = 0; i < 6; i++)
        schedules.push(await seedSchedule(a.ctx.store, clock.t, { kind: 'daily', time: '08:00' }));
      for (const day of ['2026-11-29', '2026-11-30', '2026-12-01']) {
        clock.t = at(`${day}T08:00:00Z`);
        await Promise.all([
          runDueSchedules(a.ctx, a.deps),
          runDueSchedules(b.ctx, b.deps),
          runDueSchedules(a.ctx, a.deps),
        ]);
      }
      const rendered = [...a.rendered, ...b.rendered];
      expect(rendered).toHaveLength(6 * 3);
      expect(a.enqueued.length + b.enqueued.length).toBe(6 * 3);
      for (const s of schedules) {
        const runs = await listRuns(a.ctx.store.db, s.id);
        expect(runs.map((r) => r.slot)).toEqual([
          '2026-12-01T08:00:00.000Z',
          '2026-11-30T08:00:00.000Z',
          '2026-11-29T08:00:00.000Z',
        ]);
      }
    } finally {
      await env.close();
    }
  }, 120_000);
});
