import { z } from 'zod/mini';
import { parseNodeId, type NodeId } from '@/lib/location-node-id';

/**
 * The location page's place in the taxonomy: the opened nodes from the top ("region:2",
 * "subregion:21", …). A bad step drops the trail from there on, never the page.
 */
export const LocationsPageSearchSchema = z.object({
  trail: z.pipe(
    z.catch(z.optional(z.array(z.string())), undefined),
    z.transform((steps) => {
      const out: NodeId[] = [];
      for (const step of steps ?? []) {
        if (!parseNodeId(step)) break;
        out.push(step as NodeId);
      }
      return out.length > 0 ? out : undefined;
    }),
  ),
});
export type LocationsPageSearch = z.infer<typeof LocationsPageSearchSchema>;
