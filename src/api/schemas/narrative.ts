import { z } from 'zod/mini';
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
  id: z.int(),
  name: z.string(),
  createdDate: z.nullish(DateTimeSchema),
});

/** What a narrative without a title (`title: null`, or blank) is called: never left out of a list. */
export const untitledNarrative = (id: number): string => `Untitled narrative #${id}`;

const NarrativeFieldsSchema = z.looseObject({
  id: z.int().check(z.minimum(1)),
  title: z.nullish(z.string()),
  isFavorite: z.catch(z.boolean(), false),
  aggregations: z.looseObject({
    mentionCount: z.catch(z.int(), 0),
    /** Deprecated: always 0. Parsed for compatibility, never shown. */
    avgSentiment: z.nullish(z.number()),
    relevancyScore: z.catch(z.number(), 0),
  }),
  created: DateTimeSchema,
  summary: z.pipe(
    z.nullish(z.string()),
    z.transform((s) => s ?? ''),
  ),
  tags: z._default(z.catch(tolerantList(NarrativeTagSchema), []), []),
});

export const NarrativeSchema = z.pipe(
  NarrativeFieldsSchema,
  z.transform((n) => ({ ...n, title: n.title?.trim() ? n.title : untitledNarrative(n.id) })),
);
export type Narrative = z.infer<typeof NarrativeSchema>;
export const NarrativeListSchema = tolerantList(NarrativeSchema);

export const NARRATIVE_SORTS = ['relevancy', 'mentionCount', 'created', 'favorite'] as const;
export const NarrativesQuerySchema = /* @__PURE__ */ serverSchema(() =>
  withOrderedWindow(
    z.object({
      limit: limitParam(1000, 1000),
      offset: z._default(offsetParam, 0),
      sort: z._default(
        z.enum(NARRATIVE_SORTS, { error: 'must be relevancy, mentionCount, created or favorite' }),
        'relevancy',
      ),
      since: z.optional(DateTimeParamSchema),
      to: z.optional(DateTimeParamSchema),
      channels: z.optional(
        z.array(ChannelFilterValueSchema, {
          error: 'channels values must be channel names or custom channel ids',
        }),
      ),
    }),
  ),
);
export type NarrativesQuery = z.input<typeof NarrativesQuerySchema>;
