import type { FastifyInstance } from 'fastify';
import { MentionsQuerySchema } from '../../src/api/schemas';
import { RandomPoolCache } from '../db/repositories/mentions';
import { answerFor, sendAnswer, type Answer } from '../reads';
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

  app.get('/workspaces/:workspaceId/mentions', async (req, reply) => {
    const request = workspaceRequest(req, MentionsQuerySchema);
    const { workspaceId, teamId, query } = request;
    const scope = mentionScope(request);
    if (query.randomization_key !== undefined) {
      const key = query.randomization_key;
      const cacheKey = stableKey({ workspaceId, key, since: scope.since, to: scope.to, ...scope.filters });
      const page = { offset: query.offset, limit: query.limit };
      // A new pool comes with the page asked for, shaped on the read thread; a cached one loads its page.
      let first: Answer | undefined;
      const pool = await pools.get(cacheKey, async () => {
        first = await app.reads.answer(
          'randomPoolPage',
          [scope, key, page],
          { ...answerFor(req, 'MentionList'), member: 'mentions' },
          { team: teamId },
        );
        return first.rest!.ids as number[];
      });
      if (first) return sendAnswer(reply, first);
      const ids = pool.slice(page.offset, page.offset + page.limit);
      return sendAnswer(
        reply,
        await app.reads.answer('loadMentions', [ids, workspaceId, teamId], answerFor(req, 'MentionList'), {
          lane: 'light',
          team: teamId,
        }),
      );
    }
    // A newest-first page walks an index and stops at `limit`: cheap, unless a search or another
    // order makes it look at every match first.
    const cheap = query.sort === 'published' && !scope.filters.filter_expression;
    const page = { sort: query.sort, order: query.order, limit: query.limit, offset: query.offset };
    return sendAnswer(
      reply,
      await app.reads.answer('listMentions', [scope, page], answerFor(req, 'MentionList'), {
        lane: cheap ? 'light' : 'heavy',
        team: teamId,
      }),
    );
  });
}
