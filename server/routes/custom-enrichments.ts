import type { FastifyInstance } from 'fastify';
import {
  CreateCustomEnrichmentBodySchema,
  CustomEnrichmentSchema,
  EnrichmentIdParamSchema,
  EnrichmentValuesBodySchema,
  MAX_VALUES_PER_WRITE,
  QueuedResultSchema,
  UpdateCustomEnrichmentBodySchema,
} from '../../src/api/schemas';
import {
  addOptions,
  createEnrichment,
  getEnrichment,
  listEnrichments,
  retireEnrichment,
  updateEnrichment,
  type EnrichmentRow,
} from '../db/repositories/custom-enrichments';
import { logEnrichmentWrite } from '../db/repositories/enrichment-values';
import { enqueueWrite } from '../db/repositories/write-queue';
import { resolveBatch } from './enrichment-batch';
import { ApiHttpError, notFound } from '../http/errors';
import { checkEnrichmentWriteLimits } from '../http/rate-limit';
import { parseWith } from '../http/validate';

const toEnrichment = (e: EnrichmentRow) =>
  CustomEnrichmentSchema.parse({
    enrichment_id: e.id,
    name: e.name,
    type: e.type,
    constraints: { enum: e.options },
  });

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/customEnrichments', async (req) => listEnrichments(app.db, req.caller.teamId).map(toEnrichment));

  app.post('/customEnrichments', async (req, reply) => {
    const body = parseWith(CreateCustomEnrichmentBodySchema, req.body, 'body');
    const { teamId } = req.caller;
    const created = createEnrichment(app.db, teamId, body.name, body.type, body.constraints.enum, app.now());
    return reply.code(201).send(toEnrichment(created));
  });

  app.put('/customEnrichments/:enrichmentId', async (req) => {
    const { enrichmentId } = parseWith(EnrichmentIdParamSchema, req.params, 'params');
    const { teamId } = req.caller;
    const current = getEnrichment(app.db, teamId, enrichmentId);
    if (!current) throw notFound('custom enrichment');
    const body = parseWith(UpdateCustomEnrichmentBodySchema, req.body, 'body');
    if (body.type !== undefined && body.type !== current.type) {
      throw new ApiHttpError(400, 'invalid_body', `type cannot be changed (it is ${current.type})`, 'type');
    }
    if (current.type === 'integer' && body.constraints.enum.length > 0) {
      throw new ApiHttpError(
        400,
        'invalid_body',
        'integer enrichments take exactly [] as constraints.enum',
        'constraints.enum',
      );
    }
    const name = body.name ?? current.name;
    const updated = updateEnrichment(app.db, teamId, enrichmentId, name, body.constraints.enum);
    if (!updated) throw notFound('custom enrichment');
    return toEnrichment(updated);
  });

  app.delete('/customEnrichments/:enrichmentId', async (req, reply) => {
    const { enrichmentId } = parseWith(EnrichmentIdParamSchema, req.params, 'params');
    if (!retireEnrichment(app.db, req.caller.teamId, enrichmentId)) throw notFound('custom enrichment');
    return reply.code(204).send();
  });

  app.put('/mentions/customEnrichments', async (req, reply) => {
    const { teamId } = req.caller;
    const nowMs = app.now();
    checkEnrichmentWriteLimits(app.db, teamId, app.limits, nowMs);
    if (Array.isArray(req.body) && req.body.length > MAX_VALUES_PER_WRITE) {
      throw new ApiHttpError(
        413,
        'payload_too_large',
        `at most ${MAX_VALUES_PER_WRITE} values per request (got ${req.body.length})`,
      );
    }
    const items = parseWith(EnrichmentValuesBodySchema, req.body, 'body');
    const batch = resolveBatch(app.db, teamId, items);
    // Options, the queued values and the rate-limit log entry are committed together.
    app.db.transaction(() => {
      for (const [id, added] of batch.newOptions) addOptions(app.db, teamId, id, added);
      enqueueWrite(app.db, teamId, 'enrichment_values', null, batch.values, nowMs);
      logEnrichmentWrite(app.db, teamId, nowMs);
    })();
    app.worker.kick();
    return reply.code(202).send(
      QueuedResultSchema.parse({
        message: `${items.length} value(s) queued for writing`,
        count: items.length,
      }),
    );
  });
}
