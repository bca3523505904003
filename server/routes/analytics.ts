import type { FastifyInstance } from 'fastify';
import {
  DistributionQuerySchema,
  DistributionResultSchema,
  TimelineQuerySchema,
  TimelineResultSchema,
  type MentionFilters,
} from '../../src/api/schemas';
import { bucketStarts, distribution, MAX_BUCKETS, timeline } from '../db/repositories/analytics';
import { ApiHttpError } from '../http/errors';
import { workspaceRequest } from './workspace-scope';

function filtersOf(query: Record<string, unknown>): MentionFilters {
  const { since: _s, to: _t, group_by: _g, limit: _l, interval: _i, ...filters } = query;
  return filters as MentionFilters;
}

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/workspaces/:workspaceId/analytics/distribution', async (req) => {
    const { workspaceId, teamId, query } = workspaceRequest(req, DistributionQuerySchema);
    const scope = { workspaceId, teamId, since: Date.parse(query.since), to: Date.parse(query.to), filters: filtersOf(query) };
    return DistributionResultSchema.parse(distribution(app.db, scope, query.group_by, query.limit ?? 100));
  });

  app.get('/workspaces/:workspaceId/analytics/timeline', async (req) => {
    const { workspaceId, teamId, query } = workspaceRequest(req, TimelineQuerySchema);
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
    const scope = { workspaceId, teamId, since, to, filters: filtersOf(query) };
    return TimelineResultSchema.parse(timeline(app.db, scope, interval, query.group_by));
  });
}
