import { z } from 'zod';
import { NARRATIVE_SORTS } from '@/api/schemas';
import type { MentionFilterSearch } from '@/lib/mention-filters-url';

/** Narratives per page of the list; one more is asked for to know whether a next page exists. */
export const NARRATIVE_PAGE_SIZE = 20;

export const NARRATIVE_SORT_LABELS: Record<(typeof NARRATIVE_SORTS)[number], string> = {
  relevancy: 'Relevancy',
  mentionCount: 'Mentions',
  created: 'Newest',
  favorite: 'Favourites',
};

/**
 * The list's URL state (its channel filter is the workspace's `channels`). `narrative` is what the
 * mention browser links with: the route turns it into the narrative's own detail URL.
 */
export const NarrativeListSearchSchema = z.object({
  sort: z.enum(NARRATIVE_SORTS).default('relevancy').catch('relevancy'),
  page: z.coerce.number().int().min(1).default(1).catch(1),
  narrative: z.coerce.number().int().min(1).optional().catch(undefined),
});
/** What the list sees: its own params and the workspace's channel filter. */
export type NarrativeListSearch = z.infer<typeof NarrativeListSearchSchema> & Pick<MentionFilterSearch, 'channels'>;
export const NARRATIVE_LIST_DEFAULTS = { sort: 'relevancy', page: 1 } as const;

/** The detail's URL state: whether the previous period is compared. */
export const NarrativeDetailSearchSchema = z.object({
  compare: z.boolean().default(false).catch(false),
});
export type NarrativeDetailSearch = z.infer<typeof NarrativeDetailSearchSchema>;
export const NARRATIVE_DETAIL_DEFAULTS = { compare: false } as const;
