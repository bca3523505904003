import type { FastifyInstance } from 'fastify';
import { MentionListSchema, MentionsQuerySchema } from '../../src/api/schemas';
import { RandomPoolCache } from '../db/repositories/mentions';
import { mentionScope, workspaceRequest } from './workspace-scope';

/** A cache key that is the same for the same filters whatever the parameter order. */
function stableKey(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  );
}

export default async function routes(app: FastifyInstance): Promise<void> {
  const pools = new RandomPoolCache(() => app.now());

  app.get('/workspaces/:workspaceId/mentions', async (req) => {
    const request = workspaceRequest(req, MentionsQuerySchema);
    const { workspaceId, teamId, query } = request;
    const scope = mentionScope(request);
    if (query.randomization_key !== undefined) {
      const key = query.randomization_key;
      const cacheKey = stableKey({ workspaceId, key, since: scope.since, to: scope.to, ...scope.filters });
      const pool = await pools.get(cacheKey, () => app.reads.run('randomPool', [scope, key]));
      const ids = pool.slice(query.offset, query.offset + query.limit);
      return MentionListSchema.parse(
        await app.reads.run('loadMentions', [ids, workspaceId, teamId], { lane: 'light' }),
      );
    }
    // A newest-first page walks an index and stops at `limit`: cheap, unless a search or another
    // order makes it look at every match first.
    const cheap = query.sort === 'published' && !scope.filters.filter_expression;
    const page = { sort: query.sort, order: query.order, limit: query.limit, offset: query.offset };
    return MentionListSchema.parse(
      await app.reads.run('listMentions', [scope, page], { lane: cheap ? 'light' : 'heavy' }),
    );
  });
}
