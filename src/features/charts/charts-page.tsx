import { useMemo } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Badge, CloseButton, Group, Stack, Text } from '@mantine/core';
import { availableFilterQueries } from '@/api/available-filters';
import { workspaceQueries } from '@/api/workspaces';
import { ChartOptionsSchema, ChartSpecSchema, type ChartOptions } from '@/lib/chart-config';
import { activeFilters, MentionFilterSearchSchema, removeFilterValue } from '@/lib/mention-filters-url';
import { PageHeader } from '@/components/page-header';
import { ChartBuilder } from './chart-builder';
import { ChartPanel } from './chart-panel';
import { buildDimensionOptions } from './chart-dimensions';
import { PinButton } from './pin-button';

const route = getRouteApi('/_app/w/$workspaceId/charts');
const app = getRouteApi('/_app');

/** The chart builder: options, filters and window all come from the URL. */
export function ChartsPage() {
  const search = route.useSearch();
  const range = app.useSearch();
  const workspaceId = Number(route.useParams().workspaceId);
  const navigate = route.useNavigate();
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  const available = useQuery(availableFilterQueries.workspace(workspaceId));
  const dimensions = useMemo(() => buildDimensionOptions(available.data), [available.data]);

  const spec = useMemo(
    () =>
      ChartSpecSchema.parse({
        workspaceId,
        workspaceName: workspace.data?.title,
        options: ChartOptionsSchema.parse(search),
        filters: MentionFilterSearchSchema.parse(search),
        range,
      }),
    [workspaceId, workspace.data?.title, search, range],
  );
  const update = (patch: Partial<ChartOptions>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const filters = activeFilters(spec.filters).filter((f) => f.key !== 'filter_expression');

  return (
    <Stack gap="md">
      <PageHeader title="Charts" />
      <ChartBuilder options={spec.options} dimensions={dimensions} onChange={update} />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Filters:
        </Text>
        {spec.filters.filter_expression && <Badge variant="light">{spec.filters.filter_expression}</Badge>}
        {filters.length === 0 && !spec.filters.filter_expression && <Text size="sm">none</Text>}
        {filters.map((f) => (
          <Badge
            key={`${f.key}:${f.value}`}
            variant="light"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={`Remove filter ${f.key} ${f.value}`}
                onClick={() => void navigate({ search: (prev) => removeFilterValue(prev, f.key as never, f.value) })}
              />
            }
          >
            {f.key}: {f.value}
          </Badge>
        ))}
        <Link to="/w/$workspaceId/mentions" params={{ workspaceId: String(workspaceId) }} search={spec.filters as never}>
          <Text size="sm">Edit filters in the mention browser</Text>
        </Link>
      </Group>
      <ChartPanel spec={spec} dimensions={dimensions} actions={<PinButton spec={spec} />} />
      <Text size="xs" c="dimmed">
        Click a bar, slice or point to open those mentions.
      </Text>
    </Stack>
  );
}
