import { useMemo } from 'react';
import { Button, Group, Paper, Select } from '@mantine/core';
import { IconChartPie, IconLayoutGrid } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { workspaceQueries, type Workspace } from '@/api/workspaces';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { ButtonLink } from '@/components/router-links';
import { useAnalystWindow } from '@/hooks/use-analyst-window';
import { describeRange } from '@/lib/date-range';
import { PULSE_SORT_LABELS } from '@/analysis/pulse/pulse-sort-labels';
import type { PulseSort } from '@/analysis/pulse/pulse-sorts';
import type { PulseSearch } from './pulse-search';
import { PulseTable } from './pulse-table';
import { usePulsePlan } from './use-pulse-row';

const route = getRouteApi('/_app/pulse');

/** Folders from the workspaces themselves: works when the service has no folder endpoint. */
function foldersOf(workspaces: readonly Workspace[]) {
  const byId = new Map<number, string>();
  for (const w of workspaces) if (w.folder) byId.set(w.folder.id, w.folder.title || `Folder ${w.folder.id}`);
  return [...byId]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([id, title]) => ({ value: String(id), label: title }));
}

/** The landing page: every workspace's volume, change, spikes, rising narrative and bot share. */
export function PulsePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (patch: Partial<PulseSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  const list = useQuery(workspaceQueries.list());
  const { range, window } = useAnalystWindow();
  const all = useMemo(
    () => [...(list.data ?? [])].filter((w) => w.id > 0).sort((a, b) => a.title.localeCompare(b.title)),
    [list.data],
  );
  const folders = useMemo(() => foldersOf(all), [all]);
  const workspaces = useMemo(
    () => (search.folder === undefined ? all : all.filter((w) => (w.folder?.id ?? 0) === search.folder)),
    [all, search.folder],
  );
  const plan = usePulsePlan(window);

  const onSort = (sort: PulseSort) =>
    onSearchChange(
      sort === search.sort
        ? { dir: search.dir === 'asc' ? 'desc' : 'asc' }
        : { sort, dir: sort === 'title' ? 'asc' : 'desc' },
    );

  const header = (
    <PageHeader
      title="Pulse"
      description={`${describeRange(range)} against the period before it, every workspace at a glance.`}
      actions={
        <>
          {workspaces.length >= 2 && (
            // The workspaces listed (this folder's, by title) compared; the page lets you change them.
            <ButtonLink
              to="/share-of-voice"
              search={{ ws: workspaces.slice(0, 5).map((w) => w.id) }}
              variant="default"
              leftSection={<IconChartPie size={16} />}
            >
              Share of voice
            </ButtonLink>
          )}
          <ButtonLink to="/workspaces" variant="default" leftSection={<IconLayoutGrid size={16} />}>
            All workspaces
          </ButtonLink>
        </>
      }
    />
  );
  if (list.isPending)
    return (
      <>
        {header}
        <LoadingState label="Loading workspaces…" />
      </>
    );
  if (list.isError)
    return (
      <>
        {header}
        <ErrorState
          error={list.error}
          title="Could not load the workspaces"
          onRetry={() => void list.refetch()}
        />
      </>
    );
  if (all.length === 0) {
    return (
      <>
        {header}
        <EmptyState
          title="No workspaces yet"
          description="Create a workspace for each topic you follow; the pulse then shows how each one moves."
          action={<ButtonLink to="/workspaces">Go to workspaces</ButtonLink>}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Group gap="sm" mb="sm" align="flex-end" wrap="wrap">
        <Select
          label="Sort by"
          data={Object.entries(PULSE_SORT_LABELS).map(([value, label]) => ({ value, label }))}
          value={search.sort}
          onChange={(v) => v && onSearchChange({ sort: v as PulseSort })}
          allowDeselect={false}
          w={190}
        />
        <Select
          label="Order"
          data={[
            { value: 'desc', label: 'Highest first' },
            { value: 'asc', label: 'Lowest first' },
          ]}
          value={search.dir}
          onChange={(v) => v && onSearchChange({ dir: v as 'asc' | 'desc' })}
          allowDeselect={false}
          w={150}
        />
        {folders.length > 0 && (
          <Select
            label="Folder"
            placeholder="All folders"
            data={[...folders, { value: '0', label: 'No folder' }]}
            value={search.folder === undefined ? null : String(search.folder)}
            onChange={(v) => onSearchChange({ folder: v === null ? undefined : Number(v) })}
            clearable
            w={200}
          />
        )}
      </Group>
      <Paper withBorder p="xs" radius="md">
        {workspaces.length === 0 ? (
          <EmptyState
            title="No workspace in this folder"
            action={
              <Button variant="default" onClick={() => onSearchChange({ folder: undefined })}>
                Show every folder
              </Button>
            }
          />
        ) : (
          <PulseTable workspaces={workspaces} plan={plan} search={search} tz={range.tz} onSort={onSort} />
        )}
      </Paper>
    </>
  );
}
