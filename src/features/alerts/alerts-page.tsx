import { lazy, Suspense } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconBellPlus } from '@tabler/icons-react';
import { alertQueries } from '@/api/alerts';
import { workspaceQueries } from '@/api/workspaces';
import { DeskRequired } from '@/components/desk/desk-required';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { WorkspacePicker } from '@/components/workspace-picker';
import { BLANK_FILTERS, pickFilters } from '@/filters/mention-filters-url';
import { useAnalystWindow } from '@/hooks/use-analyst-window';
import { DeliveryLog } from './delivery-log';
import { RuleList } from './rule-list';
import { questionDraft } from './rule-draft';

// The editor's inputs (numbers, tags, segmented choices) load when a rule is opened, not with the list.
const RuleEditor = lazy(() => import('./rule-editor').then((m) => ({ default: m.RuleEditor })));

const route = getRouteApi('/_app/alerts');
const DESCRIPTION =
  'Rules the desk checks while nobody looks: spikes, thresholds, new narratives, bot share, new mentions. What fires goes to the inbox, email and webhooks.';

/** The alert rules of one workspace, with the editor and the delivery log opened from the URL. */
export function AlertsPage() {
  return (
    <Stack gap="md">
      <DeskRequired what="Alerts">
        <AlertsBody />
      </DeskRequired>
    </Stack>
  );
}

function AlertsBody() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { zone } = useAnalystWindow();
  const workspaces = useQuery(workspaceQueries.list());
  const workspaceId = search.workspace ?? workspaces.data?.[0]?.id ?? null;
  const rules = useQuery({ ...alertQueries.list(workspaceId ?? 0), enabled: workspaceId !== null });
  const set = (next: Partial<typeof search>) => void navigate({ search: (s) => ({ ...s, ...next }) });
  // The question a new rule was opened on ("Create alert") leaves the URL with the editor.
  const closeEditor = () => set({ rule: undefined, zone: undefined, ...BLANK_FILTERS });
  const question = pickFilters(search);
  const editing =
    search.rule && search.rule !== 'new' ? rules.data?.find((r) => r.id === search.rule) : undefined;
  const logged = search.log ? rules.data?.find((r) => r.id === search.log) : undefined;

  let body;
  if (workspaces.isPending || (workspaceId !== null && rules.isPending))
    body = <LoadingState label="Loading alert rules…" />;
  else if (workspaces.isError)
    body = (
      <ErrorState
        error={workspaces.error}
        title="Could not load the workspaces"
        onRetry={() => void workspaces.refetch()}
      />
    );
  else if (workspaceId === null)
    body = (
      <EmptyState
        title="No workspace to watch"
        description="Create a workspace first: alert rules watch one."
      />
    );
  else if (rules.isError)
    body = (
      <ErrorState
        error={rules.error}
        title="Could not load the alert rules"
        onRetry={() => void rules.refetch()}
      />
    );
  else if (rules.data?.length === 0)
    body = (
      <EmptyState
        title="No alert rules in this workspace"
        description="A rule watches this workspace (or a saved view of it) and tells you when something happens, in the inbox, by email or by webhook."
        action={
          <Button leftSection={<IconBellPlus size={16} aria-hidden />} onClick={() => set({ rule: 'new' })}>
            Create the first rule
          </Button>
        }
      />
    );
  else
    body = (
      <RuleList
        workspaceId={workspaceId}
        rules={rules.data ?? []}
        zone={zone}
        onEdit={(id) => set({ rule: id })}
        onShowLog={(id) => set({ log: id })}
      />
    );

  return (
    <>
      <PageHeader
        title="Alerts"
        description={DESCRIPTION}
        actions={
          <Group gap="xs" align="flex-end" wrap="wrap">
            <WorkspacePicker
              value={workspaceId}
              onChange={(id) =>
                set({ workspace: id, rule: undefined, log: undefined, zone: undefined, ...BLANK_FILTERS })
              }
            />
            <Button
              leftSection={<IconBellPlus size={16} aria-hidden />}
              onClick={() => set({ rule: 'new' })}
              disabled={workspaceId === null}
            >
              New alert rule
            </Button>
          </Group>
        }
      />
      {body}
      <Suspense fallback={null}>
        {search.rule === 'new' && workspaceId !== null && (
          <RuleEditor
            start={{ draft: questionDraft(workspaceId, search, zone) }}
            question={question}
            onClose={closeEditor}
          />
        )}
        {editing && <RuleEditor key={editing.id} start={{ rule: editing }} onClose={closeEditor} />}
      </Suspense>
      {logged && <DeliveryLog rule={logged} zone={zone} onClose={() => set({ log: undefined })} />}
    </>
  );
}
