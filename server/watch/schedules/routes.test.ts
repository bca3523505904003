import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WATCH_LIMITS } from '../../../src/api/schemas/alerts';
import { DESK_BASE } from '../../../src/api/schemas/desk';
import { ENGINES, makeDeskApp, type DeskTestApp } from '../../desk/test-support';
import { TEST_NOW } from '../../test/fixtures';
import { runDueSchedules } from './index';
import { testWatchContext } from '../test-context';

const S = `${DESK_BASE}/schedules`;

const scheduleFor = (reportId: string, over: Record<string, unknown> = {}) => ({
  reportId,
  title: 'Monday brief',
  cadence: { kind: 'weekly', weekday: 1, time: '08:00' },
  zone: 'Europe/London',
  window: 'last_week',
  formats: ['pdf', 'pptx'],
  recipients: ['Reader@Example.org', 'reader@example.org', 'boss@example.com'],
  paused: false,
  ...over,
});

describe.each(ENGINES)('schedule routes on %s', (engine) => {
  let t: DeskTestApp;
  let teamReport: string;
  let privateReport: string;
  beforeAll(async () => {
    t = await makeDeskApp(engine);
    const ws = t.workspacesOf('demo');
    const report = async (title: string, visibility: string) =>
      (
        await t.call('demo', 'POST', `${DESK_BASE}/artefacts`, {
          body: { kind: 'report', title, workspaceIds: [ws[0]], visibility, body: {} },
        })
      ).json().id as string;
    teamReport = await report('Weekly brief: Acme', 'team');
    privateReport = await report('Mine only', 'private');
  }, 120_000);
  afterAll(() => t?.close());

  it('creates a schedule with its next run in its zone, and lists it with its report', async () => {
    const res = await t.call('demo', 'POST', S, { body: scheduleFor(teamReport) });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    // TEST_NOW is Friday 20 Nov 2026 12:00Z: the next Monday 08:00 in London is 23 Nov, 08:00Z (GMT).
    expect(new Date(TEST_NOW).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(made).toMatchObject({
      nextRunAt: '2026-11-23T08:00:00.000Z',
      lastRunAt: null,
      version: 1,
      recipients: ['reader@example.org', 'boss@example.com'],
      owner: { name: 'demo' },
    });
    const list = await t.call('demo-b', 'GET', `${S}?reportId=${teamReport}`);
    expect(list.json().items.map((s: { id: string }) => s.id)).toContain(made.id);
    const paused = await t.call('demo-b', 'PUT', `${S}/${made.id}`, {
      headers: { 'if-match': '"1"' },
      body: scheduleFor(teamReport, { paused: true }),
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, nextRunAt: null, version: 2 });
    const stale = await t.call('demo', 'PUT', `${S}/${made.id}`, {
      headers: { 'if-match': '"1"' },
      body: scheduleFor(teamReport),
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current.version).toBe(2);
    expect((await t.call('demo', 'DELETE', `${S}/${made.id}`)).statusCode).toBe(428);
    expect(
      (await t.call('demo', 'DELETE', `${S}/${made.id}`, { headers: { 'if-match': '"2"' } })).statusCode,
    ).toBe(204);
    expect((await t.call('demo', 'GET', `${S}/${made.id}`)).statusCode).toBe(404);
  });

  it('follows the report: a private report’s schedules are its owner’s, another team sees none', async () => {
    const mine = (await t.call('demo', 'POST', S, { body: scheduleFor(privateReport) })).json();
    expect((await t.call('demo-b', 'GET', `${S}/${mine.id}`)).statusCode).toBe(404);
    expect((await t.call('demo-b', 'GET', `${S}?reportId=${privateReport}`)).statusCode).toBe(404);
    expect((await t.call('demo-b', 'POST', S, { body: scheduleFor(privateReport) })).statusCode).toBe(404);
    expect((await t.call('rival', 'GET', `${S}?reportId=${teamReport}`)).statusCode).toBe(403);
    expect((await t.call('rival', 'POST', `${S}/${mine.id}/run`)).statusCode).toBe(404);
  });

  it('refuses what it cannot run, naming the limit or the field', async () => {
    const badZone = await t.call('demo', 'POST', S, {
      body: scheduleFor(teamReport, { zone: 'Mars/Olympus' }),
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().error.param).toBe('zone');
    const day31 = await t.call('demo', 'POST', S, {
      body: scheduleFor(teamReport, { cadence: { kind: 'monthly', day: 31, time: '08:00' } }),
    });
    expect(day31.statusCode).toBe(400);
    const many = Array.from({ length: WATCH_LIMITS.recipientsPerRule + 1 }, (_, i) => `p${i}@example.org`);
    const crowd = await t.call('demo', 'POST', S, { body: scheduleFor(teamReport, { recipients: many }) });
    expect(crowd.json().error).toMatchObject({ code: 'limit', param: 'recipientsPerRule' });
    const existing = (await t.call('demo', 'GET', `${S}?reportId=${teamReport}`)).json().items.length;
    for (let i = existing; i < WATCH_LIMITS.schedulesPerReport; i++)
      expect((await t.call('demo', 'POST', S, { body: scheduleFor(teamReport) })).statusCode).toBe(201);
    const over = await t.call('demo', 'POST', S, { body: scheduleFor(teamReport) });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({ code: 'limit', param: 'schedulesPerReport' });
    expect(over.json().error.message).toContain('schedulesPerReport = 5');
  });

  it('sends now: a waiting run the engine renders, listed with its files, each downloadable', async () => {
    const [first] = (await t.call('demo', 'GET', `${S}?reportId=${teamReport}`)).json().items;
    const queued = await t.call('demo-b', 'POST', `${S}/${first.id}/run`);
    expect(queued.statusCode).toBe(202);
    // The last complete window, the latest slot's (Mon 16 Nov): the ISO week Mon 9 – Sun 15 Nov in
    // London; the next slot's week (16 – 22 Nov) has not ended yet.
    expect(queued.json()).toMatchObject({
      status: 'rendering',
      from: '2026-11-09T00:00:00.000Z',
      to: '2026-11-16T00:00:00.000Z',
      zone: 'Europe/London',
      files: [],
    });
    const enqueued: string[] = [];
    const ctx = testWatchContext(t.store, { clock: { now: () => TEST_NOW } });
    const made = await runDueSchedules(ctx, {
      render: async (job) => ({ pdf: Buffer.from(`%PDF ${job.reportTitle}`), pptx: Buffer.from('PK pptx') }),
      enqueue: async (_db, schedule, runId) => {
        enqueued.push(`${schedule.id}:${runId}`);
      },
    });
    expect(made).toBe(1);
    expect(enqueued).toEqual([`${first.id}:${queued.json().id}`]);
    const runs = (await t.call('demo', 'GET', `${S}/${first.id}/runs`)).json().items;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'sent', files: [{ format: 'pdf' }, { format: 'pptx' }] });
    const pdf = await t.call('demo-b', 'GET', `${DESK_BASE}/runs/${runs[0].id}/files/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="weekly-brief-acme-2026-11-09.pdf"',
    );
    expect(pdf.body).toBe('%PDF Weekly brief: Acme');
    expect((await t.call('rival', 'GET', `${DESK_BASE}/runs/${runs[0].id}/files/pdf`)).statusCode).toBe(403);
    expect((await t.call('demo', 'GET', `${DESK_BASE}/runs/${runs[0].id}/files/xlsx`)).statusCode).toBe(400);
  });
});
