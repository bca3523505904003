import { DeliveryListSchema } from '../../../src/api/schemas/alerts';
import { enqueueAlertDeliveries, enqueueRunDeliveries } from '../../watch/deliver';
import { insertEvent, insertRule, insertRun } from '../../watch/deliver/test-kit';
import { ENGINES, makeDeskApp, type DeskTestApp } from '../test-support';

describe.each(ENGINES)('GET /desk/v1/alerts/:id/deliveries and /schedules/:id/deliveries (%s)', (engine) => {
  let t: DeskTestApp;
  let demoId: string;
  let workspace: number;
  beforeAll(async () => {
    t = await makeDeskApp(engine);
    demoId = String(t.db.prepare("SELECT id FROM users WHERE username = 'demo'").pluck().get());
    workspace = t.workspacesOf('demo')[0]!;
  });
  afterAll(() => t.close());

  it('lists a rule’s deliveries newest first to who may see the rule', async () => {
    const rule = await insertRule(
      t.store,
      { workspaceId: workspace, visibility: 'private', recipients: ['a@example.org'], channels: ['email'] },
      demoId,
    );
    const first = await insertEvent(t.store, rule, '2026-11-13T09:00:00.000Z');
    const second = await insertEvent(t.store, rule, '2026-11-13T10:00:00.000Z');
    await enqueueAlertDeliveries(t.store.db, rule, first, '2026-11-13T09:00:00.000Z');
    await enqueueAlertDeliveries(t.store.db, rule, second, '2026-11-13T10:00:00.000Z');

    const res = await t.call('demo', 'GET', `/desk/v1/alerts/${rule.id}/deliveries`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = DeliveryListSchema.parse(res.json());
    expect(list.items.map((d) => [d.eventId, d.channel, d.destination, d.status])).toEqual([
      [second.id, 'email', 'a@example.org', 'pending'],
      [first.id, 'email', 'a@example.org', 'pending'],
    ]);
    expect(JSON.stringify(list)).not.toContain('target');

    // Private: a teammate may not learn it exists; shared with the team: they may read the log.
    expect((await t.call('demo-b', 'GET', `/desk/v1/alerts/${rule.id}/deliveries`)).statusCode).toBe(404);
    await t.store.db
      .updateTable('alert_rules')
      .set({ visibility: 'team' })
      .where('id', '=', rule.id)
      .execute();
    const shared = await t.call('demo-b', 'GET', `/desk/v1/alerts/${rule.id}/deliveries`);
    expect(DeliveryListSchema.parse(shared.json()).items).toHaveLength(2);
    expect((await t.call(undefined, 'GET', `/desk/v1/alerts/${rule.id}/deliveries`)).statusCode).toBe(401);
    const missing = await t.call('demo', 'GET', '/desk/v1/alerts/nope/deliveries');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ code: 'not_found', message: 'alert rule not found' });
  });

  it('lists a schedule’s deliveries to its owner and to who may see its report', async () => {
    const { schedule, runId } = await insertRun(t.store, { pdf: Buffer.from('%PDF-1.4') }, ['x@example.org']);
    await t.store.db
      .updateTable('artefacts')
      .set({ owner_id: demoId, workspace_ids: JSON.stringify([workspace]), visibility: 'private' })
      .where('id', '=', schedule.report_id)
      .execute();
    await t.store.db
      .updateTable('report_schedules')
      .set({ owner_id: demoId })
      .where('id', '=', schedule.id)
      .execute();
    await enqueueRunDeliveries(t.store.db, schedule, runId, '2026-11-23T08:00:00.000Z');
    const mine = DeliveryListSchema.parse(
      (await t.call('demo', 'GET', `/desk/v1/schedules/${schedule.id}/deliveries`)).json(),
    );
    expect(mine.items.map((d) => [d.runId, d.destination])).toEqual([[runId, 'x@example.org']]);
    expect((await t.call('demo-b', 'GET', `/desk/v1/schedules/${schedule.id}/deliveries`)).statusCode).toBe(
      404,
    );
    await t.store.db
      .updateTable('artefacts')
      .set({ visibility: 'team' })
      .where('id', '=', schedule.report_id)
      .execute();
    expect((await t.call('demo-b', 'GET', `/desk/v1/schedules/${schedule.id}/deliveries`)).statusCode).toBe(
      200,
    );
  });
});
