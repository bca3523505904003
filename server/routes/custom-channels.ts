import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CustomChannelSchema,
  MAX_MENTIONS_PER_PUSH,
  PushMentionsBodySchema,
  QueuedResultSchema,
} from '../../src/api/schemas';
import {
  listCustomChannels,
  teamOwnsCustomChannel,
  type NewCustomMention,
} from '../db/repositories/custom-channels';
import { enqueueWrite } from '../db/repositories/write-queue';
import { detectLanguage, normaliseDomain } from '../pipeline/ingest';
import { ApiHttpError, notFound } from '../http/errors';
import { parseWith } from '../http/validate';

const ChannelIdParamSchema = z.object({
  channelId: z.string().min(1).max(100, { error: 'channelId is too long' }),
});

export default async function routes(app: FastifyInstance): Promise<void> {
  app.get('/customChannels', async (req) =>
    listCustomChannels(app.db, req.caller.teamId).map((c) =>
      CustomChannelSchema.parse({
        id: c.id,
        name: c.name,
        source: c.source,
        createdDate: new Date(c.created).toISOString(),
      }),
    ),
  );

  app.post('/customChannels/:channelId/mentions', async (req, reply) => {
    const { channelId } = parseWith(ChannelIdParamSchema, req.params, 'params');
    const { teamId } = req.caller;
    if (!teamOwnsCustomChannel(app.db, teamId, channelId)) throw notFound('custom channel');
    const raw = req.body as { mentions?: unknown } | null;
    if (Array.isArray(raw?.mentions) && raw.mentions.length > MAX_MENTIONS_PER_PUSH) {
      throw new ApiHttpError(
        413,
        'payload_too_large',
        `at most ${MAX_MENTIONS_PER_PUSH} mentions per request (got ${raw.mentions.length})`,
        'mentions',
      );
    }
    // Every mention is validated before any is accepted (the whole push is one queued write).
    const { mentions } = parseWith(PushMentionsBodySchema, req.body, 'body');
    const normalised: NewCustomMention[] = mentions.map((m) => ({
      title: m.title?.trim() || null,
      text: m.text?.trim() || null,
      url: m.url,
      domain: normaliseDomain(m.url),
      author: m.author?.trim() || null,
      language: detectLanguage(`${m.title ?? ''}\n${m.text ?? ''}`) ?? null,
      thumbnailUrl: m.thumbnailUrl ?? null,
      published: Date.parse(m.published),
    }));
    enqueueWrite(app.db, teamId, 'custom_channel_mentions', channelId, normalised, app.now());
    app.worker.kick();
    return reply.code(202).send(
      QueuedResultSchema.parse({
        message: `${normalised.length} mention(s) queued for processing`,
        count: normalised.length,
      }),
    );
  });
}
