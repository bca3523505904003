import type { FastifyInstance } from 'fastify';
import { CHANNEL_NAMES, CHANNELS, ChannelListSchema } from '../../src/api/schemas';

export default async function routes(app: FastifyInstance): Promise<void> {
  // Every team can access all 14 standard channels.
  const channels = ChannelListSchema.parse(CHANNELS.map((id) => ({ id, name: CHANNEL_NAMES[id] })));
  app.get('/channels', async () => channels);
}
