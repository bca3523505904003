import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { WATCH_LIMITS } from '../../../src/api/schemas/alerts';
import { fileNameFor } from '../../../src/lib/download';
import { formatZoned } from '../../../src/lib/zoned-time';
import { errorBody } from '../../http/errors';
import { parseQuery, parseWith } from '../../http/validate';
import { nextRunAfter, runFor } from '../../watch/schedules';
import { latestSlotAtOrBefore } from '../../watch/schedules/cadence';
import {
  createSchedule,
  deleteSchedule,
  getRun,
  getRunFile,
  getSchedule,
  insertRun,
  listForReport,
  listRuns,
  stored,
  toRun,
  toSchedule,
  updateSchedule,
  type ScheduleRow,
  type ScheduleWrite,
} from '../../watch/schedules/repository';
import { overWatchLimit, parseScheduleInput } from '../../watch/schedules/validate';
import { assertVisible, type DeskCaller } from '../access';
import { deskError } from '../errors';
import { etag, IdParamSchema, noStore, requireIfMatch } from '../http';
import { getArtefact } from '../repositories/artefacts';
import { parseWorkspaceIds } from '../repositories/rows';

/**
 * Report schedules (src/api/schemas/alerts.ts lists the routes; docs/alerts.md "Scheduled
 * reports"). A schedule follows its report: who may see the report may see and change its
 * schedules and download its runs. The runs themselves are made by the watch's engine
 * (server/watch/schedules).
 */

const ListQuerySchema = z.object({ reportId: z.string().min(1) });
const FileParamsSchema = z.object({ runId: z.string(), format: z.enum(['pdf', 'pptx']) });
const CONTENT_TYPES = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

const scheduleNotFound = () => deskError(404, 'not_found', 'schedule not found');

export default async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.desk;
  const db = store.db;
  const nowIso = () => new Date(app.now()).toISOString();

  /** The report, if the caller may see it (404 / 403 as for the artefact itself). */
  const visibleReport = async (caller: DeskCaller, reportId: string, notFound = scheduleNotFound) => {
    const report = await getArtefact(db, reportId);
    if (!report || report.kind !== 'report') throw notFound();
    assertVisible(caller, {
      ownerId: report.owner_id,
      visibility: report.visibility,
      workspaceIds: parseWorkspaceIds(report.workspace_ids),
    });
    return report;
  };
  const visibleSchedule = async (caller: DeskCaller, id: string) => {
    const row = await getSchedule(db, id);
    if (!row) throw scheduleNotFound();
    return { row, report: await visibleReport(caller, row.report_id) };
  };

  const answer = (outcome: ScheduleWrite, reply: FastifyReply, onDone: (row?: ScheduleRow) => unknown) => {
    if (outcome.kind === 'missing') throw scheduleNotFound();
    if (outcome.kind === 'conflict')
      return reply.code(412).send({
        ...errorBody(412, 'conflict', `changed at ${outcome.current.updated_at}`),
        current: toSchedule(outcome.current),
      });
    return onDone(outcome.row);
  };

  app.get('/schedules', async (req, reply) => {
    const { reportId } = parseQuery(ListQuerySchema, req.url);
    await visibleReport(req.desk, reportId, () => deskError(404, 'not_found', 'report not found'));
    noStore(reply);
    return { items: (await listForReport(db, reportId)).map(toSchedule) };
  });

  app.post('/schedules', async (req, reply) => {
    const input = parseScheduleInput(req.body);
    await visibleReport(req.desk, input.reportId, () =>
      deskError(400, 'invalid_body', 'reportId names no report you can see', 'reportId'),
    );
    const made = await createSchedule(
      db,
      req.desk.user,
      input,
      nextRunAfter(input, app.now()),
      nowIso(),
      WATCH_LIMITS.schedulesPerReport,
    );
    if (!('row' in made))
      throw overWatchLimit(
        'schedulesPerReport',
        'the number of schedules of this report',
        made.count + 1,
        409,
      );
    return reply
      .code(201)
      .header('ETag', etag(made.row.version))
      .header('Location', `${app.desk.base}/schedules/${made.row.id}`)
      .send(toSchedule(made.row));
  });

  app.get('/schedules/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const { row } = await visibleSchedule(req.desk, id);
    noStore(reply).header('ETag', etag(Number(row.version)));
    return toSchedule(row);
  });

  app.put('/schedules/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const expected = requireIfMatch(req);
    const { row } = await visibleSchedule(req.desk, id);
    const input = parseScheduleInput(req.body);
    if (input.reportId !== row.report_id)
      throw deskError(400, 'invalid_body', 'a schedule stays with its report', 'reportId');
    const outcome = await updateSchedule(db, id, expected, input, nextRunAfter(input, app.now()), nowIso());
    return answer(outcome, reply, (saved) => {
      if (!saved) throw scheduleNotFound();
      return reply.header('ETag', etag(Number(saved.version))).send(toSchedule(saved));
    });
  });

  app.delete('/schedules/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const expected = requireIfMatch(req);
    await visibleSchedule(req.desk, id);
    return answer(await deleteSchedule(db, id, expected), reply, () => reply.code(204).send());
  });

  /**
   * Send now: a run for the last complete window (the latest slot's, as it was or would have been
   * sent), rendered and mailed by the engine's next tick. The next slot's window still runs into the
   * future: its subject named a whole week its files covered only up to the render.
   */
  app.post('/schedules/:id/run', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const { row } = await visibleSchedule(req.desk, id);
    const { input } = stored(row);
    const now = app.now();
    const window = runFor(id, input, latestSlotAtOrBefore(input.cadence, input.zone, now), now);
    const run = await insertRun(db, { ...window, slot: new Date(now).toISOString() });
    if (!run) throw deskError(409, 'conflict', 'a run was started for this schedule this very moment');
    return reply.code(202).send(toRun(run, []));
  });

  app.get('/schedules/:id/runs', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    await visibleSchedule(req.desk, id);
    noStore(reply);
    return { items: await listRuns(db, id) };
  });

  app.get('/runs/:runId/files/:format', async (req, reply) => {
    const { runId, format } = parseWith(FileParamsSchema, req.params, 'params');
    const run = await getRun(db, runId);
    if (!run) throw deskError(404, 'not_found', 'run not found');
    const { report } = await visibleSchedule(req.desk, run.schedule_id);
    const file = await getRunFile(db, runId, format);
    if (!file) throw deskError(404, 'not_found', `this run has no ${format.toUpperCase()}`);
    const from = formatZoned(Date.parse(run.from_at), run.zone, 'YYYY-MM-DD');
    const name = fileNameFor(`${report.title} ${from}`, format);
    return noStore(reply)
      .header('Content-Type', CONTENT_TYPES[format])
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(Buffer.from(file.content, 'base64'));
  });
}
