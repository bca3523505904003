import { z } from 'zod/mini';
import { MAP_LEVELS, MAP_MEASURES } from '@/analysis/map/map-choices';
import { ChartSpecSchema } from '@/analysis/charts/chart-config';

/**
 * The question a map block draws: a workspace, its filters and window (re-run for the report's
 * window like every chart), and the map area's level, measure, state and geography.
 */
export const MapSpecSchema = z.object({
  ...z.pick(ChartSpecSchema, { workspaceId: true, workspaceName: true, filters: true, range: true }).shape,
  level: z.enum(MAP_LEVELS),
  measure: z.enum(MAP_MEASURES),
  stateId: z.optional(z.int().check(z.positive())),
  publisher: z.optional(z.boolean()),
});
export type MapSpec = z.infer<typeof MapSpecSchema>;

/**
 * A report block holding a map pinned from the map area: drawn on the board from its question,
 * written into the report's PDF and PowerPoint as the map's figure and its places. Its own file, so
 * the report store only lists it in its union of blocks.
 */
export const MapBlockSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  kind: z.literal('map'),
  spec: MapSpecSchema,
  title: z.optional(z.string().check(z.maxLength(200))),
  caption: z.optional(z.string().check(z.maxLength(2000))),
});
export type MapBlock = z.infer<typeof MapBlockSchema>;
