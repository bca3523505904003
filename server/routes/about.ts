import type { FastifyInstance } from 'fastify';
import { REFERENCE_SERVICE, ServerInfoSchema } from '../../src/api/schemas/server-info';

/** Extensions beyond the public reference, named for clients deciding what to send. */
const EXTENSIONS = [
  'folders',
  'folder-writes',
  'workspace-writes',
  'locations',
  'channels',
  'custom-channels',
  'custom-enrichments',
  'custom-enrichment-writes',
  'group-by-extensions',
  'timeline-interval',
  'distribution-limit',
  'filters:domains',
  'filters:authors',
  'filters:locations',
];

export default async function routes(app: FastifyInstance): Promise<void> {
  // Public and cheap: the dashboard asks before sign-in whether it talks to this server.
  const info = ServerInfoSchema.parse({ service: REFERENCE_SERVICE, extensions: EXTENSIONS });
  app.get('/about', { config: { public: true } }, async () => info);
}
