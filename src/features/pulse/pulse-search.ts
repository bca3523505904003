import { z } from 'zod/mini';
import { PULSE_SORTS } from '@/analysis/pulse/pulse-sorts';

/** The pulse's URL state: order and folder (the window is the app's). */
export const PulseSearchSchema = z.object({
  sort: z.catch(z._default(z.enum(PULSE_SORTS), 'change'), 'change'),
  dir: z.catch(z._default(z.enum(['asc', 'desc']), 'desc'), 'desc'),
  /** A folder id, or 0 for workspaces outside any folder; absent: every workspace. */
  folder: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
});
export type PulseSearch = z.infer<typeof PulseSearchSchema>;
export const PULSE_DEFAULTS = { sort: 'change', dir: 'desc' } as const;
