import type { FastifyInstance } from 'fastify';
import type { DeskMe } from '../../../src/api/schemas/desk';

export default async function meRoutes(app: FastifyInstance): Promise<void> {
  app.get('/me', async (req, reply): Promise<DeskMe> => {
    reply.header('Cache-Control', 'no-store');
    return {
      user: req.desk.user,
      mode: app.desk.mode,
      engine: app.desk.store.engine,
      workspaceIds: [...req.desk.workspaceIds],
    };
  });
}
