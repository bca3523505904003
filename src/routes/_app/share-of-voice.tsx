import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/workspaces';
import { preloadChartPanel } from '@/components/charts/panel';
import { preloadVoiceBreakdowns, ShareOfVoicePage } from '@/features/share-of-voice/share-of-voice-page';
import { VOICE_DEFAULTS, VoiceSearchSchema } from '@/features/share-of-voice/voice-search';

/** Share of voice: the compared workspaces, drawing options and filters all live in the URL. */
export const Route = createFileRoute('/_app/share-of-voice')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: VoiceSearchSchema,
  search: { middlewares: [stripSearchParams(VOICE_DEFAULTS)] },
  // Prefetch, not awaited (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(workspaceQueries.list());
    preloadVoiceBreakdowns();
    preloadChartPanel();
  },
  component: ShareOfVoicePage,
});
