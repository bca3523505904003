import { z } from 'zod/mini';

// The sorts live with the URL's schema, not the list model, so the entry (which validates every
// route's search) does not carry the list model to every page.
export const WORKSPACE_SORTS = ['title', 'modified', 'created'] as const;
export type WorkspaceSort = (typeof WORKSPACE_SORTS)[number];

/**
 * Search params of /workspaces. Everything is optional so plain links to the page stay plain;
 * bad values fall back to the defaults instead of failing the route.
 */
export const WorkspacesSearchSchema = z.object({
  q: z.catch(z.optional(z.string()), undefined),
  sort: z.catch(z.optional(z.enum(WORKSPACE_SORTS)), undefined),
  summaries: z.catch(z.optional(z.literal(1)), undefined),
});
export type WorkspacesSearch = z.infer<typeof WorkspacesSearchSchema>;

export const DEFAULT_WORKSPACE_SORT = 'title' satisfies (typeof WORKSPACE_SORTS)[number];
