import type { FastifyInstance } from 'fastify';
import { DistributionQuerySchema, TimelineQuerySchema } from '../../src/api/schemas';
import { bucketStarts, MAX_BUCKETS } from '../db/repositories/analytics';
import { ApiHttpError } from '../http/errors';
import { answerFor, sendAnswer } from '../reads';
import { mentionScope, workspaceRequest } from './workspace-scope';

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/workspaces/:workspaceId/analytics/distribution', async (req, reply) => {
    const request = workspaceRequest(req, DistributionQuerySchema);
    const { group_by: groupBy, limit } = request.query;
    return sendAnswer(
      reply,
      await app.reads.answer(
        'distribution',
        [mentionScope(request), groupBy, limit ?? 100],
        answerFor(req, 'DistributionResult'),
        {
          team: request.teamId,
        },
      ),
    );
  });

  app.get('/workspaces/:workspaceId/analytics/timeline', async (req, reply) => {
    const request = workspaceRequest(req, TimelineQuerySchema);
    const { query } = request;
    const since = Date.parse(query.since);
    const to = Date.parse(query.to);
    const interval = query.interval ?? 'day';
    if (bucketStarts(since, to, interval).length > MAX_BUCKETS) {
      throw new ApiHttpError(
        400,
        'invalid_parameter',
        `interval ${interval} gives more than ${MAX_BUCKETS} buckets for this window; choose a longer interval`,
        'interval',
      );
    }
    const scope = { ...mentionScope(request), since, to };
    return sendAnswer(
      reply,
      await app.reads.answer(
        'timeline',
        [scope, interval, query.group_by],
        answerFor(req, 'TimelineResult'),
        {
          team: request.teamId,
        },
      ),
    );
  });
}
