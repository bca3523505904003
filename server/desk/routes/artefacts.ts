import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ArtefactKindSchema } from '../../../src/api/schemas/desk';
import { errorBody } from '../../http/errors';
import { parseQuery, parseWith } from '../../http/validate';
import { assertCanBind, assertVisible } from '../access';
import { artefactNotFound, deskError } from '../errors';
import {
  ARTEFACT_REQUEST_BYTES,
  bodyLimitHook,
  etag,
  IdParamSchema,
  noStore,
  requireIfMatch,
  versionFrom,
} from '../http';
import {
  createArtefact,
  deleteArtefact,
  getArtefact,
  listVisible,
  updateArtefact,
  type WriteOutcome,
} from '../repositories/artefacts';
import { parseWorkspaceIds, toArtefact, type ArtefactRow } from '../repositories/rows';
import { parseCreate, parseUpdate } from '../validate';

const ListQuerySchema = z.object({
  kind: z.optional(ArtefactKindSchema),
  workspaceId: z.optional(
    z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, 'must be a positive integer')
      .transform(Number),
  ),
});

const guarded = (r: ArtefactRow) => ({
  ownerId: r.owner_id,
  visibility: r.visibility,
  workspaceIds: parseWorkspaceIds(r.workspace_ids),
});

const conflictBody = (current: ArtefactRow) => ({
  ...errorBody(412, 'conflict', `changed by ${current.updated_by_name} at ${current.updated_at}`),
  current: toArtefact(current),
});

export default async function artefactRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.desk;
  const limitBody = {
    bodyLimit: ARTEFACT_REQUEST_BYTES,
    onRequest: bodyLimitHook(ARTEFACT_REQUEST_BYTES, 'bodyBytes'),
  } as const;
  const nowIso = () => new Date(app.now()).toISOString();

  /** The artefact, if the caller may see it (404 / 403 otherwise). */
  const visible = async (id: string, caller: Parameters<typeof assertVisible>[0]) => {
    const row = await getArtefact(store.db, id);
    if (!row) throw artefactNotFound();
    assertVisible(caller, guarded(row));
    return row;
  };

  app.get('/artefacts', async (req, reply) => {
    const filter = parseQuery(ListQuerySchema, req.url);
    const rows = await listVisible(store.db, req.desk, filter);
    noStore(reply);
    return { items: rows.map(toArtefact) };
  });

  app.get('/artefacts/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const row = await visible(id, req.desk);
    noStore(reply).header('ETag', etag(row.version));
    if (versionFrom(req.headers['if-none-match'], 'If-None-Match') === row.version)
      return reply.code(304).send();
    return toArtefact(row);
  });

  app.post('/artefacts', limitBody, async (req, reply) => {
    const { input, body } = parseCreate(req.body);
    assertCanBind(req.desk, input.workspaceIds);
    const { row, created } = await createArtefact(store.db, req.desk, input, body, nowIso());
    return reply
      .code(created ? 201 : 200)
      .header('ETag', etag(row.version))
      .header('Location', `${app.desk.base}/artefacts/${row.id}`)
      .send(toArtefact(row));
  });

  /** Sends the outcome of a conditional write (412 with the current artefact on a stale version). */
  const answer = (outcome: WriteOutcome, reply: import('fastify').FastifyReply, onDone: () => unknown) => {
    if (outcome.kind === 'missing') throw artefactNotFound();
    if (outcome.kind === 'conflict') return reply.code(412).send(conflictBody(outcome.current));
    return onDone();
  };

  app.put('/artefacts/:id', limitBody, async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const expected = requireIfMatch(req);
    const row = await visible(id, req.desk);
    const { input, body } = parseUpdate(req.body, row.kind as never);
    if (input.visibility !== row.visibility && row.owner_id !== req.desk.user.id)
      throw deskError(
        403,
        'forbidden',
        `only its owner (${row.owner_name}) can change who sees it`,
        'visibility',
      );
    assertCanBind(req.desk, input.workspaceIds);
    const outcome = await updateArtefact(store.db, id, expected, req.desk.user, input, body, nowIso());
    return answer(outcome, reply, () => {
      const saved = outcome.kind === 'done' ? outcome.row : undefined;
      if (!saved) throw artefactNotFound();
      return reply.header('ETag', etag(saved.version)).send(toArtefact(saved));
    });
  });

  app.delete('/artefacts/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const expected = requireIfMatch(req);
    await visible(id, req.desk);
    const outcome = await deleteArtefact(store.db, id, expected);
    return answer(outcome, reply, () => reply.code(204).send());
  });
}
