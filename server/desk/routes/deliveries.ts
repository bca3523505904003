import type { FastifyInstance } from 'fastify';
import type { Delivery } from '../../../src/api/schemas/alerts';
import { parseWith } from '../../http/validate';
import { listDeliveries } from '../../watch/deliver/rows';
import { assertVisible, type DeskCaller } from '../access';
import { deskError } from '../errors';
import { IdParamSchema, noStore } from '../http';
import { getArtefact } from '../repositories/artefacts';
import { parseWorkspaceIds } from '../repositories/rows';

/** DeliveryListSchema's shape. */
type DeliveryList = { items: Delivery[] };

/**
 * The delivery logs: `GET /alerts/:id/deliveries` and `GET /schedules/:id/deliveries`, newest
 * first, to whoever may see the rule (owner, or team visibility with its workspace held) or the
 * schedule (its owner, or whoever may see its report). Others get 404, as for artefacts.
 */
export default async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.desk;

  const ruleVisible = async (id: string, caller: DeskCaller) => {
    const rule = await store.db
      .selectFrom('alert_rules')
      .select(['owner_id', 'visibility', 'workspace_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    const notFound = () => deskError(404, 'not_found', 'alert rule not found');
    if (!rule) throw notFound();
    if (rule.owner_id === caller.user.id) return;
    if (rule.visibility !== 'team') throw notFound();
    assertVisible(caller, {
      ownerId: rule.owner_id,
      visibility: 'team',
      workspaceIds: [Number(rule.workspace_id)],
    });
  };

  const scheduleVisible = async (id: string, caller: DeskCaller) => {
    const schedule = await store.db
      .selectFrom('report_schedules')
      .select(['owner_id', 'report_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    const notFound = () => deskError(404, 'not_found', 'schedule not found');
    if (!schedule) throw notFound();
    if (schedule.owner_id === caller.user.id) return;
    const report = await getArtefact(store.db, schedule.report_id);
    if (!report || (report.owner_id !== caller.user.id && report.visibility !== 'team')) throw notFound();
    assertVisible(caller, {
      ownerId: report.owner_id,
      visibility: report.visibility,
      workspaceIds: parseWorkspaceIds(report.workspace_ids),
    });
  };

  app.get('/alerts/:id/deliveries', async (req, reply): Promise<DeliveryList> => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    await ruleVisible(id, req.desk);
    noStore(reply);
    return { items: await listDeliveries(store.db, { ruleId: id }) };
  });

  app.get('/schedules/:id/deliveries', async (req, reply): Promise<DeliveryList> => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    await scheduleVisible(id, req.desk);
    noStore(reply);
    return { items: await listDeliveries(store.db, { scheduleId: id }) };
  });
}
