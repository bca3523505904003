import { z } from 'zod';
import { NARRATIVE_SORTS } from '@/api/schemas';
import type { MentionFilterSearch } from '@/lib/mention-filters-url';

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

/**
 * A window that holds every narrative: the detail page looks its narrative up in it (there is no
 * by-id read), also when it has no mentions in the analyst's window. It ends at the next UTC
 * midnight, so its cache key holds for the day.
 */
export function allTimeWindow(nowMs = Date.now()): { since: string; to: string } {
  const day = 86_400_000;
  return { since: '2000-01-01T00:00:00.000Z', to: new Date((Math.floor(nowMs / day) + 1) * day).toISOString() };
}
