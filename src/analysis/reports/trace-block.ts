import { z } from 'zod/mini';
import { TraceFigureSchema } from '@/analysis/coordination/trace-figure';

/**
 * A report block holding a propagation trace as a figure (pinned from the coordination area's
 * trace view): a snapshot of the trace when it was pinned, drawn by the report and written into
 * its exports. Its own file, so the report store only lists it in its union of blocks.
 */
export const TraceBlockSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  kind: z.literal('trace'),
  figure: TraceFigureSchema,
  caption: z.optional(z.string().check(z.maxLength(2000))),
});
export type TraceBlock = z.infer<typeof TraceBlockSchema>;
