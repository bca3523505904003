import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AvailableFiltersSchema } from '../../src/api/schemas';
import { workspaceRequest } from './workspace-scope';

/** The endpoint takes no parameters; unknown ones are ignored like elsewhere. */
const NoQuerySchema = z.object({});

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/workspaces/:workspaceId/available-filters', async (req) => {
    const { workspaceId, teamId } = workspaceRequest(req, NoQuerySchema);
    return AvailableFiltersSchema.parse(
      await app.reads.run('availableFilters', [workspaceId, teamId], { team: teamId }),
    );
  });
}
