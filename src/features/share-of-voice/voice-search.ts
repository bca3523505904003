import { z } from 'zod/mini';
import { CHART_INTERVALS, MAX_VOICES } from '@/analysis/charts/chart-config';
import { MentionFilterSearchSchema } from '@/filters/mention-filters-url';

/** The breakdowns shown per workspace side by side (label for the switch). */
export const VOICE_BREAKDOWNS = {
  channels: 'Channels',
  'locations.country': 'Countries',
  languages: 'Languages',
  // One figure per workspace (the share rated as bots), then the ratings themselves.
  bot_ratings: 'Bot share',
} as const;
export type VoiceBreakdown = keyof typeof VOICE_BREAKDOWNS;
export const VOICE_CHARTS = { line: 'Lines', area: 'Stacked areas', stacked: 'Stacked bars' } as const;

/**
 * Share of voice's URL: the workspaces compared (in the order chosen, each once, at most five),
 * how the timeline is drawn, the breakdown shown per workspace, and the filters applied to all.
 * The window and zone are the app's. Every key `.catch`es so a hand-edited link still opens.
 */
export const VoiceSearchSchema = z.extend(
  z.object({
    ws: z.catch(
      z._default(
        z.pipe(
          z.array(z.coerce.number().check(z.int(), z.minimum(1))),
          z.transform((ids) => [...new Set(ids)].slice(0, MAX_VOICES)),
        ),
        [],
      ),
      [],
    ),
    interval: z.catch(z._default(z.enum(CHART_INTERVALS), 'day'), 'day'),
    unit: z.catch(z._default(z.enum(['count', 'percent']), 'percent'), 'percent'),
    chart: z.catch(
      z._default(z.enum(Object.keys(VOICE_CHARTS) as [keyof typeof VOICE_CHARTS]), 'area'),
      'area',
    ),
    by: z.catch(
      z._default(z.enum(Object.keys(VOICE_BREAKDOWNS) as [VoiceBreakdown]), 'channels'),
      'channels',
    ),
    compare: z.catch(z._default(z.coerce.boolean(), true), true),
  }),
  MentionFilterSearchSchema.shape,
);
export type VoiceSearch = z.infer<typeof VoiceSearchSchema>;
export const VOICE_DEFAULTS = {
  ws: [] as number[],
  interval: 'day',
  unit: 'percent',
  chart: 'area',
  by: 'channels',
  compare: true,
} as const;
