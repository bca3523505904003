import type { FastifyInstance } from 'fastify';

// TODO(owner): routes of this resource. Registered under /api by routes/index.ts.
export default async function routes(_app: FastifyInstance): Promise<void> {}
