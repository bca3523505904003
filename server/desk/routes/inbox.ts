import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { InboxReadRequestSchema } from '../../../src/api/schemas/alerts';
import { parseQuery, parseWith } from '../../http/validate';
import { INBOX_PAGE_DEFAULT, INBOX_PAGE_MAX, inboxPage, markRead } from '../../watch/inbox';
import { noStore } from '../http';

/** The in-app inbox (server/watch/inbox.ts): what fired on the rules the caller may see. */
const PageQuerySchema = z.object({
  before: z.optional(z.iso.datetime({ offset: true })),
  limit: z.optional(
    z
      .string()
      .regex(/^[1-9][0-9]{0,3}$/, `must be an integer from 1 to ${INBOX_PAGE_MAX}`)
      .transform(Number)
      .refine((n) => n <= INBOX_PAGE_MAX, `must be an integer from 1 to ${INBOX_PAGE_MAX}`),
  ),
});

export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.desk;

  app.get('/inbox', async (req, reply) => {
    const q = parseQuery(PageQuerySchema, req.url);
    noStore(reply);
    return inboxPage(store.db, req.desk, { before: q.before, limit: q.limit ?? INBOX_PAGE_DEFAULT });
  });

  app.post('/inbox/read', async (req, reply) => {
    const body = parseWith(InboxReadRequestSchema, req.body, 'body');
    await markRead(store.db, req.desk, body, new Date(app.now()).toISOString());
    return reply.code(204).send();
  });
}
