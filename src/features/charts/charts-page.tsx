import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Stack, Text } from '@mantine/core';
import { availableFilterQueries } from '@/api/available-filters';
import { workspaceQueries } from '@/api/workspaces';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { ChartOptionsSchema, ChartSpecSchema, type ChartOptions } from '@/lib/chart-config';
import { PageHeader } from '@/components/page-header';
import { ChartBuilder } from './chart-builder';
import { ChartPanel } from './chart-panel';
import { buildDimensionOptions } from './chart-dimensions';
import { PinButton } from './pin-button';

const route = getRouteApi('/_app/w/$workspaceId/charts');

/**
 * The chart builder: its options from its own URL params, the filters and window from the
 * workspace's view state (edited in the filter bar above, shared with every area).
 */
export function ChartsPage() {
  const search = route.useSearch();
  const { workspaceId, filters, range } = useWorkspaceView();
  const navigate = route.useNavigate();
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const available = useQuery(availableFilterQueries.workspace(workspaceId));
  const dimensions = useMemo(() => buildDimensionOptions(available.data), [available.data]);
  const options = useMemo(() => ChartOptionsSchema.parse(search), [search]);

  const spec = useMemo(
    () => ChartSpecSchema.parse({ workspaceId, workspaceName: workspace.data?.title, options, filters, range }),
    [workspaceId, workspace.data?.title, options, filters, range],
  );
  const update = (patch: Partial<ChartOptions>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <Stack gap="md">
      <PageHeader title="Charts" />
      <ChartBuilder options={spec.options} dimensions={dimensions} onChange={update} />
      <ChartPanel spec={spec} dimensions={dimensions} actions={<PinButton spec={spec} />} />
      <Text size="xs" c="dimmed">
        Click a bar, slice or point to open those mentions.
      </Text>
    </Stack>
  );
}
