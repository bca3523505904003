import { z } from 'zod';
import { WORKSPACE_SORTS } from './workspace-list-model';

/**
 * Search params of /workspaces. Everything is optional so plain links to the page stay plain;
 * bad values fall back to the defaults instead of failing the route.
 */
export const WorkspacesSearchSchema = z.object({
  q: z.string().optional().catch(undefined),
  sort: z.enum(WORKSPACE_SORTS).optional().catch(undefined),
  summaries: z.literal(1).optional().catch(undefined),
});
export type WorkspacesSearch = z.infer<typeof WorkspacesSearchSchema>;

export const DEFAULT_WORKSPACE_SORT = 'title' satisfies (typeof WORKSPACE_SORTS)[number];
