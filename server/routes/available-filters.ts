import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerFor, sendAnswer } from '../reads';
import { workspaceRequest } from './workspace-scope';

/** The endpoint takes no parameters; unknown ones are ignored like elsewhere. */
const NoQuerySchema = z.object({});

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/workspaces/:workspaceId/available-filters', async (req, reply) => {
    const { workspaceId, teamId } = workspaceRequest(req, NoQuerySchema);
    return sendAnswer(
      reply,
      await app.reads.answer('availableFilters', [workspaceId, teamId], answerFor(req, 'AvailableFilters'), {
        team: teamId,
      }),
    );
  });
}
