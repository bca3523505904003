import { z } from 'zod';
import { PULSE_SORTS } from '@/lib/pulse-sorts';

/** The pulse's URL state: order and folder (the window is the app's). */
export const PulseSearchSchema = z.object({
  sort: z.enum(PULSE_SORTS).default('change').catch('change'),
  dir: z.enum(['asc', 'desc']).default('desc').catch('desc'),
  /** A folder id, or 0 for workspaces outside any folder; absent: every workspace. */
  folder: z.coerce.number().int().min(0).optional().catch(undefined),
});
export type PulseSearch = z.infer<typeof PulseSearchSchema>;
export const PULSE_DEFAULTS = { sort: 'change', dir: 'desc' } as const;
