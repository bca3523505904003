import { z } from 'zod/mini';
import { NARRATIVE_SORTS } from '@/api/schemas';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';

/** The list's URL state (its channel filter is the workspace's `channels`). */
/** Growth orders are the dashboard's own (against the previous period); the others are the API's. */
export const GROWTH_SORTS = ['growth', 'growthRelative'] as const;
export const LIST_SORTS = [...NARRATIVE_SORTS, ...GROWTH_SORTS] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const isGrowthSort = (sort: ListSort): sort is (typeof GROWTH_SORTS)[number] =>
  (GROWTH_SORTS as readonly string[]).includes(sort);

/** Narratives one comparison chart draws; more lines stop being readable. */
export const MAX_COMPARED = 5;

export const NarrativeListSearchSchema = z.object({
  sort: z.catch(z._default(z.enum(LIST_SORTS), 'relevancy'), 'relevancy'),
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1), 1),
  /** Narratives drawn together on one volume chart (at most five). */
  compare: z.catch(
    z.optional(z.array(z.coerce.number().check(z.int(), z.minimum(1))).check(z.maxLength(MAX_COMPARED))),
    undefined,
  ),
});
/** What the list sees: its own params and the workspace's channel filter. */
export type NarrativeListSearch = z.infer<typeof NarrativeListSearchSchema> &
  Pick<MentionFilterSearch, 'channels'>;
export const NARRATIVE_LIST_DEFAULTS = { sort: 'relevancy', page: 1 } as const;

/** The detail's URL state: whether the previous period is compared. */
export const NarrativeDetailSearchSchema = z.object({
  compare: z.catch(z._default(z.boolean(), false), false),
});
export type NarrativeDetailSearch = z.infer<typeof NarrativeDetailSearchSchema>;
export const NARRATIVE_DETAIL_DEFAULTS = { compare: false } as const;
