import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useCapabilities } from '@/api/use-capabilities';
import type { Workspace } from '@/api/workspaces';
import type { DateRangeSearch } from '@/lib/date-range';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import { useRegisterShortcuts, type Shortcut } from '@/components/shortcuts';
import type { FolderDialogTarget } from './folder-dialog';
import { useWorkspaceActions } from './use-workspace-actions';
import { useFolderList, useWorkspaceList } from './use-workspace-list';
import { loadDraft, saveDraft, type WorkspaceDraft } from './workspace-draft';
import { emptyWorkspaceForm, workspaceToFormValues } from './workspace-form-model';
import { WorkspaceList } from './workspace-list';
import { filterWorkspaces, groupByFolder, sortWorkspaces } from './workspace-list-model';
import { DEFAULT_WORKSPACE_SORT, type WorkspacesSearch } from './workspaces-search';
import { WorkspacesSkeleton } from './workspaces-skeleton';
import { WorkspacesToolbar } from './workspaces-toolbar';

// The dialogs (and the form inputs they pull in) load on first use: they keep the page's
// first load inside the 250 KB budget (docs/benchmarks.md).
const WorkspaceFormDialog = lazy(() =>
  import('./workspace-form-dialog').then((m) => ({ default: m.WorkspaceFormDialog })),
);
const FolderDialog = lazy(() => import('./folder-dialog').then((m) => ({ default: m.FolderDialog })));

const SHORTCUTS: Shortcut[] = [
  { keys: 'n', description: 'New workspace', group: 'Workspaces' },
  { keys: '/', description: 'Search workspaces', group: 'Workspaces' },
];

const route = getRouteApi('/_app/workspaces');

/** The page bound to its route: this route's search plus the _app time zone. */
export function WorkspacesPage() {
  const { q, sort, summaries, tz } = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (patch: Partial<WorkspacesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return <WorkspacesView search={{ q, sort, summaries }} tz={tz} onSearchChange={onSearchChange} />;
}

type WorkspacesViewProps = {
  /** The page's URL state (the route owns it). */
  search: WorkspacesSearch;
  /** The global time-zone choice for dates. */
  tz: DateRangeSearch['tz'];
  onSearchChange: (patch: Partial<WorkspacesSearch>) => void;
};

export function WorkspacesView({ search, tz, onSearchChange: setSearch }: WorkspacesViewProps) {
  const q = search.q ?? '';
  const sort = search.sort ?? DEFAULT_WORKSPACE_SORT;

  const { query: list, summaries } = useWorkspaceList(search.summaries === 1);
  const folderList = useFolderList(list.data);
  const folders = useMemo(() => folderList.data ?? [], [folderList.data]);
  const canWrite = useCapabilities().hasEndpoint('workspaceWrites');
  const actions = useWorkspaceActions(folders);

  // A form left open by a 401 round-trip through sign-in comes back with its text.
  const [draft, setDraft] = useState<WorkspaceDraft | null>(() => loadDraft());
  const [folderTarget, setFolderTarget] = useState<FolderDialogTarget | null>(null);
  // The workspace just created: shown (search cleared if it hides it), scrolled to, highlighted.
  const [highlightId, setHighlightId] = useState<number | null>(null);
  useEffect(() => {
    if (highlightId === null) return;
    const timer = window.setTimeout(() => setHighlightId(null), 8_000);
    return () => window.clearTimeout(timer);
  }, [highlightId]);
  const onSaved = (saved: Workspace, created: boolean) => {
    if (!created) return;
    setHighlightId(saved.id);
    if (filterWorkspaces([saved], q).length === 0) setSearch({ q: undefined });
  };
  const openForm = (next: WorkspaceDraft) => {
    saveDraft(next);
    setDraft(next);
  };
  const openCreate = () => openForm({ target: { kind: 'create' }, values: emptyWorkspaceForm() });
  const openEdit = (w: Workspace) =>
    openForm({ target: { kind: 'edit', workspaceId: w.id }, values: workspaceToFormValues(w) });

  const searchRef = useRef<HTMLInputElement>(null);
  useHotkeys([
    ['n', () => canWrite && draft === null && folderTarget === null && openCreate()],
    ['/', () => searchRef.current?.focus()],
  ]);
  useRegisterShortcuts('workspaces', SHORTCUTS);

  const all = useMemo(() => list.data ?? [], [list.data]);
  const groups = useMemo(
    () =>
      groupByFolder(sortWorkspaces(filterWorkspaces(all, q), sort), folderList.data, {
        hideEmpty: q.trim() !== '',
      }),
    [all, q, sort, folderList.data],
  );

  let content;
  if (list.isPending) content = <WorkspacesSkeleton />;
  else if (list.isError && !list.data)
    content = (
      <ErrorState
        title="Could not load the workspaces"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  else if (all.length === 0)
    content = (
      <EmptyState
        title="No workspaces yet"
        description="A workspace is a saved query over channels: it gathers the matching mentions and detects their narratives. Create one to start."
        action={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
              Create workspace
            </Button>
          )
        }
      />
    );
  else if (groups.length === 0)
    content = (
      <Text c="dimmed" py="lg" ta="center" role="status">
        No workspace matches “{q}”.
      </Text>
    );
  else
    content = (
      <WorkspaceList
        groups={groups}
        folders={folders}
        all={all}
        tz={tz}
        summaries={summaries}
        highlightId={highlightId}
        onEdit={openEdit}
        onDelete={actions.confirmDelete}
        onMove={actions.move}
        onRenameFolder={(f) => setFolderTarget({ kind: 'rename', ...f })}
        onDeleteFolder={actions.confirmDeleteFolder}
        editable={{ workspaces: canWrite, folders: folderList.editable }}
      />
    );

  const editing = draft?.target.kind === 'edit' ? draft.target.workspaceId : null;
  // An edit draft for a workspace that no longer exists is dropped once the list is known.
  const draftValid = editing === null || list.data === undefined || all.some((w) => w.id === editing);

  return (
    <>
      <PageHeader
        title="Workspaces"
        description={
          canWrite
            ? 'Saved queries over channels, grouped by folder. Drag a workspace onto a folder to move it.'
            : 'Saved queries over channels, grouped by folder. This service does not offer workspace management, so they are read-only here.'
        }
        actions={
          <>
            {folderList.editable && (
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} />}
                onClick={() => setFolderTarget({ kind: 'create' })}
              >
                New folder
              </Button>
            )}
            {canWrite && (
              <Button leftSection={<IconPlus size={16} />} onClick={openCreate}>
                New workspace
              </Button>
            )}
          </>
        }
      />
      <WorkspacesToolbar
        search={q}
        onSearchChange={(value) => setSearch({ q: value || undefined })}
        sort={sort}
        onSortChange={(value) => setSearch({ sort: value === DEFAULT_WORKSPACE_SORT ? undefined : value })}
        summaries={search.summaries === 1}
        onSummariesChange={(on) => setSearch({ summaries: on ? 1 : undefined })}
        searchRef={searchRef}
      />
      {content}
      <Suspense fallback={null}>
        {draftValid && draft && (
          <WorkspaceFormDialog
            draft={draft}
            folders={folders}
            onClose={() => setDraft(null)}
            onSaved={onSaved}
          />
        )}
        {folderTarget && (
          <FolderDialog target={folderTarget} folders={folders} onClose={() => setFolderTarget(null)} />
        )}
      </Suspense>
    </>
  );
}
