import { z } from 'zod/mini';
import { DateTimeSchema, serverSchema } from './common';
import { tolerantList } from '../tolerant-list';

export const ChannelInfoSchema = z.looseObject({ id: z.string(), name: z.string() });
export type ChannelInfo = z.infer<typeof ChannelInfoSchema>;
export const ChannelListSchema = tolerantList(ChannelInfoSchema);

export const CustomChannelSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  source: z.catch(z.string(), ''),
  createdDate: DateTimeSchema,
});
export type CustomChannel = z.infer<typeof CustomChannelSchema>;
export const CustomChannelListSchema = tolerantList(CustomChannelSchema);

const httpUrl = (field: string) =>
  z.string({ error: `${field} must be a string` }).check(
    z.maxLength(2048, { error: `${field} must be at most 2048 characters` }),
    z.refine(
      (v) => {
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: `${field} must be an http or https URL` },
    ),
  );

/**
 * One pushed mention (real-api.md §2): `url` and `published` required, at least one of
 * `title`/`text`, `author` and `thumbnailUrl` optional, unknown members rejected.
 */
export const CustomChannelMentionSchema = z
  .strictObject({
    title: z.optional(
      z.string().check(z.maxLength(1000, { error: 'title must be at most 1000 characters' })),
    ),
    text: z.optional(
      z.string().check(z.maxLength(100_000, { error: 'text must be at most 100000 characters' })),
    ),
    author: z.optional(
      z.string().check(z.maxLength(255, { error: 'author must be at most 255 characters' })),
    ),
    published: z.iso.datetime({ offset: true, error: 'published must be an ISO 8601 date-time' }),
    url: httpUrl('url'),
    thumbnailUrl: z.optional(httpUrl('thumbnailUrl')),
  })
  .check(
    z.refine((m) => Boolean(m.title?.trim() || m.text?.trim()), {
      error: 'each mention needs a title or a text',
      path: ['title'],
    }),
  );
export type CustomChannelMention = z.infer<typeof CustomChannelMentionSchema>;

export const MAX_MENTIONS_PER_PUSH = 100;
export const PushMentionsBodySchema = /* @__PURE__ */ serverSchema(() =>
  z.strictObject({
    mentions: z
      .array(CustomChannelMentionSchema, { error: 'mentions must be an array' })
      .check(z.minLength(1, { error: 'mentions must hold at least one mention' })),
  }),
);
export type PushMentionsBody = z.input<typeof PushMentionsBodySchema>;
