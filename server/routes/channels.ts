import type { FastifyInstance } from 'fastify';
import { ChannelListSchema } from '../../src/api/schemas';
import { listChannels } from '../db/repositories/channels';

export default async function routes(app: FastifyInstance): Promise<void> {
  // The 14 standard channels (every team) and the caller team's custom channels.
  app.get('/channels', async (req) => ChannelListSchema.parse(listChannels(app.db, req.caller.teamId)));
}
