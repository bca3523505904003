import type { FastifyInstance } from 'fastify';
import { NarrativeListSchema, NarrativesQuerySchema } from '../../src/api/schemas';
import { toMs, workspaceRequest } from './workspace-scope';

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/workspaces/:workspaceId/narratives', async (req) => {
    const { workspaceId, query } = workspaceRequest(req, NarrativesQuerySchema);
    const narratives = await app.reads.run(
      'listNarratives',
      [
        {
          workspaceId,
          userId: req.caller.userId,
          since: toMs(query.since),
          to: toMs(query.to),
          channels: query.channels,
          sort: query.sort,
          limit: query.limit,
          offset: query.offset,
        },
      ],
      { team: req.caller.teamId },
    );
    return NarrativeListSchema.parse(narratives);
  });
}
