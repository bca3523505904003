import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { workspaceQueries } from '@/api/workspaces';
import { ShareOfVoicePage } from '@/features/charts/share-of-voice/share-of-voice-page';
import {
  VOICE_DEFAULTS,
  VoiceSearchSchema,
  type VoiceSearch,
} from '@/features/charts/share-of-voice/voice-search';
import {
  BLANK_FILTERS,
  MentionFilterSearchSchema,
  type MentionFilterSearch,
} from '@/lib/mention-filters-url';

/** Share of voice: the compared workspaces, drawing options and filters all live in the URL. */
export const Route = createFileRoute('/_app/share-of-voice')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: VoiceSearchSchema,
  search: { middlewares: [stripSearchParams(VOICE_DEFAULTS)] },
  // Prefetch (never throws): the page shows its own error state with a retry.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(workspaceQueries.list()),
  component: ShareOfVoiceRoute,
});

function ShareOfVoiceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (patch: Partial<VoiceSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const onFiltersChange = (update: (prev: MentionFilterSearch) => Partial<MentionFilterSearch>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...BLANK_FILTERS, ...update(MentionFilterSearchSchema.parse(prev)) }),
      replace: true,
    });
  return (
    <ShareOfVoicePage search={search} onSearchChange={onSearchChange} onFiltersChange={onFiltersChange} />
  );
}
