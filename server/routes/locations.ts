import type { FastifyInstance } from 'fastify';
import { LocationsQuerySchema, type LocationLevel } from '../../src/api/schemas';
import { parseQuery } from '../http/validate';
import { answerFor, sendAnswer } from '../reads';

/** GET /locations: the taxonomy is shared reference data, the same for every team. */
export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/locations', async (req, reply) => {
    const q = parseQuery(LocationsQuerySchema, req.url);
    // The schema guarantees parent_level is a valid level whenever parent_id is present.
    const parentLevel = q.parent_level as LocationLevel | undefined;
    const parent =
      q.parent_id !== undefined && parentLevel ? { level: parentLevel, id: q.parent_id } : undefined;
    const query = { level: q.level, query: q.query, parent, limit: q.limit, offset: q.offset };
    return sendAnswer(
      reply,
      await app.reads.answer('locationPage', [query], answerFor(req, 'LocationPage'), { lane: 'light' }),
    );
  });
}
