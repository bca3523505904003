import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ENDPOINT_LABELS } from '@/api/capability-probe';
import { customEnrichmentQueries, useDeleteCustomEnrichment } from '@/api/custom-enrichments';
import { useCapabilities } from '@/api/use-capabilities';
import type { CustomEnrichment } from '@/api/schemas';
import { workspaceQueries } from '@/api/workspaces';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { PageHeader } from '@/components/page-header';
import { EnrichmentRow } from './enrichment-row';
import { useTeamOptionUsage } from './use-option-usage';
import { openConfirm } from '@/components/confirm/confirm-store';

// The form (option editor, validation) loads when it is opened, not with the list.
const EnrichmentFormDialog = lazy(() =>
  import('./enrichment-form-dialog').then((m) => ({ default: m.EnrichmentFormDialog })),
);

type Dialog = { mode: 'create' } | { mode: 'edit'; enrichment: CustomEnrichment } | null;

const route = getRouteApi('/_app/enrichments');

/** The team's custom enrichments: definitions, option usage in one workspace, create/edit/retire. */
export function EnrichmentsPage() {
  // `workspace` picks where option usage is counted (default: the first).
  const { workspace: workspaceParam } = route.useSearch();
  const navigate = route.useNavigate();
  const onWorkspaceChange = (id: number) =>
    void navigate({ search: (prev) => ({ ...prev, workspace: id }), replace: true });
  const { hasEndpoint } = useCapabilities();
  const listed = hasEndpoint('customEnrichments');
  const enrichments = useQuery({ ...customEnrichmentQueries.list(), enabled: listed });
  const workspaces = useQuery(workspaceQueries.list());
  const retire = useDeleteCustomEnrichment();
  const editable = listed && hasEndpoint('customEnrichmentWrites');
  const [dialog, setDialog] = useState<Dialog>(null);
  const workspace = workspaces.data?.find((w) => w.id === workspaceParam) ?? workspaces.data?.[0];
  // Removing an option concerns the team's mentions in every workspace, not only the one shown.
  const teamUsage = useTeamOptionUsage(
    useMemo(() => (workspaces.data ?? []).map((w) => w.id), [workspaces.data]),
    dialog?.mode === 'edit' ? dialog.enrichment : undefined,
  );

  const confirmRetire = (e: CustomEnrichment) =>
    openConfirm({
      title: `Retire “${e.name}”?`,
      children: (
        <Text size="sm">
          It disappears from filters, charts and tagging. Values already written are no longer shown. This
          cannot be undone here.
        </Text>
      ),
      labels: { confirm: 'Retire', cancel: 'Keep' },
      color: 'red',
      onConfirm: () =>
        retire.mutate(e.enrichment_id, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: `Could not retire “${e.name}”`,
              message: error.message,
            }),
        }),
    });

  return (
    <Stack gap="md">
      <PageHeader
        title="Enrichments"
        description={
          workspace
            ? `Your team's custom enrichments. Option counts: mentions in the workspace “${workspace.title}”, all time.`
            : "Your team's custom enrichments."
        }
        actions={
          <>
            <Select
              size="xs"
              aria-label="Workspace for usage counts"
              w={220}
              data={(workspaces.data ?? []).map((w) => ({ value: String(w.id), label: w.title }))}
              value={workspace ? String(workspace.id) : null}
              onChange={(v) => v && onWorkspaceChange(Number(v))}
              allowDeselect={false}
              placeholder="Workspace"
            />
            {editable && (
              <Button
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setDialog({ mode: 'create' })}
              >
                New enrichment
              </Button>
            )}
          </>
        }
      />
      {!listed ? (
        <Alert
          color="blue"
          variant="light"
          title="No enrichment list from this service"
          data-testid="capability-note"
        >
          This service does not offer {ENDPOINT_LABELS.customEnrichments}, so its custom enrichments cannot be
          shown or managed here.
        </Alert>
      ) : enrichments.isPending ? (
        <LoadingState />
      ) : enrichments.isError ? (
        <ErrorState
          error={enrichments.error}
          title="Could not load enrichments"
          onRetry={() => void enrichments.refetch()}
        />
      ) : enrichments.data.length === 0 ? (
        <EmptyState
          title="No custom enrichments yet"
          description="Create one, then tag mentions from the mention browser."
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Options · mentions</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {enrichments.data.map((e) => (
                <EnrichmentRow
                  key={e.enrichment_id}
                  enrichment={e}
                  workspaceId={workspace?.id}
                  onEdit={(enrichment) => setDialog({ mode: 'edit', enrichment })}
                  onRetire={confirmRetire}
                  editable={editable}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Text size="xs" c="dimmed">
          Tag mentions from the mention browser: select mentions (or all matching), then “Tag…”.
          {!editable &&
            ` This service does not offer ${ENDPOINT_LABELS.customEnrichmentWrites}: enrichments are defined where the service is administered.`}
        </Text>
      </Group>
      {dialog && (
        <Suspense fallback={null}>
          <EnrichmentFormDialog
            existing={enrichments.data ?? []}
            editing={dialog.mode === 'edit' ? dialog.enrichment : undefined}
            usage={teamUsage?.counts}
            usageNote={teamUsage?.note ?? ''}
            usageCaveat={teamUsage?.caveat ?? undefined}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
