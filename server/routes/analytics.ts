import type { FastifyInstance } from 'fastify';
import {
  DistributionQuerySchema,
  DistributionResultSchema,
  TimelineQuerySchema,
  TimelineResultSchema,
} from '../../src/api/schemas';
import { bucketStarts, MAX_BUCKETS } from '../db/repositories/analytics';
import { ApiHttpError } from '../http/errors';
import { mentionScope, workspaceRequest } from './workspace-scope';

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/workspaces/:workspaceId/analytics/distribution', async (req) => {
    const request = workspaceRequest(req, DistributionQuerySchema);
    const { group_by: groupBy, limit } = request.query;
    return DistributionResultSchema.parse(
      await app.reads.run('distribution', [mentionScope(request), groupBy, limit ?? 100], {
        team: request.teamId,
      }),
    );
  });

  app.get('/workspaces/:workspaceId/analytics/timeline', async (req) => {
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
    return TimelineResultSchema.parse(
      await app.reads.run('timeline', [scope, interval, query.group_by], { team: request.teamId }),
    );
  });
}
