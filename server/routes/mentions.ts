import type { FastifyInstance } from 'fastify';
import { MentionListSchema, MentionsQuerySchema, type MentionFilters } from '../../src/api/schemas';
import { loadMentions } from '../db/repositories/mention-details';
import { listMentionIds, randomPool, RandomPoolCache } from '../db/repositories/mentions';
import { toMs, workspaceRequest } from './workspace-scope';

/** Only the filter members of a parsed query (the rest is paging and sorting). */
function filtersOf(query: Record<string, unknown>): MentionFilters {
  const { since: _s, to: _t, limit: _l, offset: _o, sort: _so, order: _or, randomization_key: _k, ...filters } = query;
  return filters as MentionFilters;
}

/** A cache key that is the same for the same filters whatever the parameter order. */
function stableKey(value: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(value).sort().map((k) => [k, value[k]]));
}

export default async function routes(app: FastifyInstance): Promise<void> {
  const pools = new RandomPoolCache(() => app.now());

  app.get('/workspaces/:workspaceId/mentions', async (req) => {
    const { workspaceId, teamId, query } = workspaceRequest(req, MentionsQuerySchema);
    const filters = filtersOf(query);
    const scope = { workspaceId, teamId, since: toMs(query.since), to: toMs(query.to), filters };
    let ids: number[];
    if (query.randomization_key !== undefined) {
      const key = query.randomization_key;
      const cacheKey = stableKey({ workspaceId, key, since: scope.since, to: scope.to, ...filters });
      const pool = pools.get(cacheKey, () => randomPool(app.db, scope, key));
      ids = pool.slice(query.offset, query.offset + query.limit);
    } else {
      ids = listMentionIds(app.db, scope, query);
    }
    return MentionListSchema.parse(loadMentions(app.db, ids, workspaceId, teamId));
  });
}
