import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AlertPreviewRequestSchema } from '../../../src/api/schemas/alerts';
import { errorBody } from '../../http/errors';
import { parseQuery, parseWith } from '../../http/validate';
import { ruleNotFound } from '../../watch/errors';
import { previewRule, sampleEvent } from '../../watch/preview';
import {
  assertCanWatch,
  assertRuleVisible,
  keepSecrets,
  parseRuleInput,
  questionChanged,
} from '../../watch/rules';
import {
  deleteRule,
  getRule,
  insertRule,
  listRules,
  updateRule,
  type RuleWrite,
} from '../../watch/rules-repo';
import { storedRule, toAlertRule, type RuleRow } from '../../watch/rules-rows';
import type { DeskCaller } from '../access';
import { deskError } from '../errors';
import { etag, IdParamSchema, noStore, requireIfMatch, versionFrom } from '../http';

/** Alert rules (docs/desk-api.md; the logic is in server/watch). */
const ListQuerySchema = z.object({
  workspaceId: z.optional(
    z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/, 'must be a positive integer')
      .transform(Number),
  ),
});

const conflictBody = (current: RuleRow) => ({
  ...errorBody(412, 'conflict', `changed at ${current.updated_at}`),
  current: toAlertRule(current),
});

export default async function alertRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app.desk;
  const nowIso = () => new Date(app.now()).toISOString();

  const visible = async (id: string, caller: DeskCaller) => {
    const row = await getRule(store.db, id);
    if (!row) throw ruleNotFound();
    assertRuleVisible(caller, row);
    return row;
  };
  const answer = (outcome: RuleWrite, reply: FastifyReply, onDone: (row?: RuleRow) => unknown) => {
    if (outcome.kind === 'missing') throw ruleNotFound();
    if (outcome.kind === 'conflict') return reply.code(412).send(conflictBody(outcome.current));
    return onDone(outcome.row);
  };

  app.get('/alerts', async (req, reply) => {
    const { workspaceId } = parseQuery(ListQuerySchema, req.url);
    noStore(reply);
    return { items: (await listRules(store.db, req.desk, workspaceId)).map(toAlertRule) };
  });

  app.get('/alerts/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const row = await visible(id, req.desk);
    noStore(reply).header('ETag', etag(Number(row.version)));
    if (versionFrom(req.headers['if-none-match'], 'If-None-Match') === Number(row.version))
      return reply.code(304).send();
    return toAlertRule(row);
  });

  app.post('/alerts', async (req, reply) => {
    const input = parseRuleInput(req.body);
    assertCanWatch(req.desk, input);
    const row = await insertRule(store.db, req.desk.user, input, nowIso());
    return reply
      .code(201)
      .header('ETag', etag(1))
      .header('Location', `${app.desk.base}/alerts/${row.id}`)
      .send(toAlertRule(row));
  });

  app.put('/alerts/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const expected = requireIfMatch(req);
    const row = await visible(id, req.desk);
    const before = storedRule(row).input;
    const input = keepSecrets(parseRuleInput(req.body), before);
    if (input.visibility !== row.visibility && row.owner_id !== req.desk.user.id)
      throw deskError(
        403,
        'forbidden',
        `only its owner (${row.owner_name}) can change who sees it`,
        'visibility',
      );
    assertCanWatch(req.desk, input);
    const outcome = await updateRule(store.db, id, expected, input, questionChanged(before, input), nowIso());
    return answer(outcome, reply, (saved) => {
      if (!saved) throw ruleNotFound();
      return reply.header('ETag', etag(Number(saved.version))).send(toAlertRule(saved));
    });
  });

  app.delete('/alerts/:id', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const expected = requireIfMatch(req);
    await visible(id, req.desk);
    return answer(await deleteRule(store.db, id, expected), reply, () => reply.code(204).send());
  });

  app.post('/alerts/preview', async (req) => {
    const body = parseWith(AlertPreviewRequestSchema, req.body, 'body');
    const input = parseRuleInput(body.rule);
    assertCanWatch(req.desk, input);
    return previewRule(app.watch, req.desk, input, body.from, body.to);
  });

  app.post('/alerts/:id/test', async (req, reply) => {
    const { id } = parseWith(IdParamSchema, req.params, 'params');
    const row = await visible(id, req.desk);
    return reply.code(202).send(await sampleEvent(app.watch, row, app.watchSteps.deliver));
  });
}
