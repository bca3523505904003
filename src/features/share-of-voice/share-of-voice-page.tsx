import { lazy, Suspense, useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconChartPie } from '@tabler/icons-react';
import { workspaceQueries } from '@/api/workspaces';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState, PanelLoading } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { SavedViewsPopover } from '@/components/saved-views/saved-views-menu';
import { useAnalystWindow } from '@/hooks/use-analyst-window';
import { MIN_VOICES } from '@/analysis/charts/chart-config';
import { describeRange } from '@/lib/date-range';
import {
  BLANK_FILTERS,
  MentionFilterSearchSchema,
  type MentionFilterSearch,
} from '@/filters/mention-filters-url';
import { ChartPanel } from '@/components/charts/panel';
import { buildDimensionOptions } from '@/components/charts/chart-dimensions';
import { PinButton } from '@/components/charts/pin-button';
import { VoiceControls } from './voice-controls';
import { VoiceFilters } from './voice-filters';
import type { VoiceSearch } from './voice-search';
import { voiceSpecs } from './voice-specs';
import { VoiceSplitLink } from './voice-split-link';
import { useVoiceFilters } from './use-voice-filter-support';
import { preloadableChunk } from '@/lib/preloadable-chunk';

// The breakdowns and bot shares, below the two charts, load beside the page's data (the route's
// loader asks for them), not in its first load.
const breakdowns = preloadableChunk(() => import('./voice-breakdowns').then((m) => m.VoiceBreakdowns));
const VoiceBreakdowns = lazy(breakdowns.lazyLoad);
/** Starts loading the breakdowns' code (once): the route's loader calls it. */
export const preloadVoiceBreakdowns = breakdowns.preload;

const route = getRouteApi('/_app/share-of-voice');

/**
 * Share of voice: 2–5 workspaces' volumes over time on one chart (counts or shares of each
 * bucket), the window's share bar beside the previous period's, and the same breakdown of each
 * workspace side by side. Every chart is an ordinary chart: exports, pins and click-through.
 */
export function ShareOfVoicePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (patch: Partial<VoiceSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const onFiltersChange = (update: (prev: MentionFilterSearch) => Partial<MentionFilterSearch>) =>
    void navigate({
      search: (prev) => ({ ...prev, ...BLANK_FILTERS, ...update(MentionFilterSearchSchema.parse(prev)) }),
      replace: true,
    });
  const list = useQuery(workspaceQueries.list());
  const { range, window } = useAnalystWindow();
  const all = useMemo(
    () => [...(list.data ?? [])].filter((w) => w.id > 0).sort((a, b) => a.title.localeCompare(b.title)),
    [list.data],
  );
  // Chosen ids the team no longer has are left out (and said so by the picker's count).
  const voices = useMemo(
    () =>
      search.ws.flatMap((id) => {
        const w = all.find((x) => x.id === id);
        return w ? [{ id, name: w.title }] : [];
      }),
    [search.ws, all],
  );
  const dimensions = useMemo(() => buildDimensionOptions(undefined), []);
  const voiceFilters = useVoiceFilters(search, voices);
  const applied = voiceFilters.plan.applied;
  const enough = voices.length >= MIN_VOICES;
  const specs = useMemo(
    () => (enough && applied ? voiceSpecs(search, applied, voices, range) : null),
    [enough, search, applied, voices, range],
  );

  const header = (
    <PageHeader
      title="Share of voice"
      description={`${describeRange(range)}: how much of the conversation each workspace holds, against the period before.`}
      actions={
        enough && (
          <SavedViewsPopover
            title={voices.map((v) => v.name).join(' vs ')}
            window={window}
            relative={range.range !== 'custom'}
          />
        )
      }
    />
  );
  return (
    <>
      {header}
      {list.isPending ? (
        <LoadingState label="Loading workspaces…" />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          title="Could not load the workspaces"
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <VoiceControls search={search} workspaces={all} onChange={onSearchChange} />
          <VoiceSplitLink search={search} workspaces={all} />
        </>
      )}
      {!list.data ? null : !enough ? (
        <EmptyState
          icon={<IconChartPie size={26} />}
          title={`Choose ${MIN_VOICES} to 5 workspaces`}
          description="Their volumes are then drawn on one chart, as counts or as shares of the combined volume, with the same breakdown of each side by side."
        />
      ) : (
        <Stack gap="sm">
          <VoiceFilters workspaceId={voices[0]!.id} state={voiceFilters} onChange={onFiltersChange} />
          {!specs ? (
            // Some filter waits to learn whether every workspace supports it: nothing is drawn
            // until then, so no chart shows numbers under filters it then drops.
            <LoadingState label="Checking which filters every workspace supports…" />
          ) : (
            <>
              <ChartPanel
                spec={specs.timeline}
                dimensions={dimensions}
                level={2}
                actions={<PinButton spec={specs.timeline} />}
              />
              <ChartPanel
                spec={specs.share}
                dimensions={dimensions}
                level={2}
                actions={<PinButton spec={specs.share} />}
              />
              <Suspense fallback={<PanelLoading label="Loading the breakdowns" />}>
                <VoiceBreakdowns
                  specs={specs.breakdowns}
                  by={search.by}
                  dimensions={dimensions}
                  onBy={(by) => onSearchChange({ by })}
                />
              </Suspense>
            </>
          )}
        </Stack>
      )}
    </>
  );
}
