import { z } from 'zod';
import {
  ChannelFilterValueSchema,
  DateTimeParamSchema,
  DateTimeSchema,
  limitParam,
  offsetParam,
  serverSchema,
} from './common';
import { withOrderedWindow } from './filters';
import { tolerantList } from '../tolerant-list';

export const NarrativeTagSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  createdDate: DateTimeSchema.nullish(),
});

export const NarrativeSchema = z.looseObject({
  id: z.number().int().min(1),
  title: z.string(),
  isFavorite: z.boolean().catch(false),
  aggregations: z.looseObject({
    mentionCount: z.number().int().catch(0),
    /** Deprecated: always 0. Parsed for compatibility, never shown. */
    avgSentiment: z.number().nullish(),
    relevancyScore: z.number().catch(0),
  }),
  created: DateTimeSchema,
  summary: z
    .string()
    .nullish()
    .transform((s) => s ?? ''),
  tags: tolerantList(NarrativeTagSchema).catch([]).default([]),
});
export type Narrative = z.infer<typeof NarrativeSchema>;
export const NarrativeListSchema = tolerantList(NarrativeSchema);

export const NARRATIVE_SORTS = ['relevancy', 'mentionCount', 'created', 'favorite'] as const;
export const NarrativesQuerySchema = /* @__PURE__ */ serverSchema(() =>
  withOrderedWindow(
    z.object({
      limit: limitParam(1000, 1000),
      offset: offsetParam.default(0),
      sort: z
        .enum(NARRATIVE_SORTS, { error: 'must be relevancy, mentionCount, created or favorite' })
        .default('relevancy'),
      since: DateTimeParamSchema.optional(),
      to: DateTimeParamSchema.optional(),
      channels: z
        .array(ChannelFilterValueSchema, {
          error: 'channels values must be channel names or custom channel ids',
        })
        .optional(),
    }),
  ),
);
export type NarrativesQuery = z.input<typeof NarrativesQuerySchema>;
