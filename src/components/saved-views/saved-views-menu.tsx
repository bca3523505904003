import { useState } from 'react';
import { Alert, Button, Divider, List, Popover, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { IconBookmarks } from '@tabler/icons-react';
import { workspaceQueries } from '@/api/workspaces';
import { useSavedViews } from '@/hooks/use-saved-views';
import { useWorkspaceView } from '@/hooks/use-workspace-view';
import { downloadText } from '@/lib/download';
import { JsonFileButtons } from '@/components/json-file-buttons';
import { notifyUndo } from '@/components/undo-notification';
import { exportViews, importViews, type ImportResult } from '@/lib/saved-views';
import { SavedViewRow } from './saved-view-row';
import { SaveViewForm } from './save-view-form';
import classes from './saved-views.module.css';

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Saved views: save the investigation on screen under a name, open, rename, delete (with undo),
 * copy a link, and move them between browsers as a JSON file. Kept in this browser: the API has no
 * storage for them. A popover rather than a dialog, so it costs the pages nothing until used.
 */
export function SavedViewsMenu() {
  const { workspaceId, window, range } = useWorkspaceView();
  const workspace = useQuery(workspaceQueries.detail(workspaceId));
  return (
    <SavedViewsPopover title={workspace.data?.title} window={window} relative={range.range !== 'custom'} />
  );
}

type PopoverProps = {
  /** What the view is of ("Energy transition"; share of voice: "A vs B"). */
  title?: string;
  window: { since: string; to: string };
  relative: boolean;
};

/** The views menu for any page a view can be saved from (a workspace area or share of voice). */
export function SavedViewsPopover({ title, window, relative }: PopoverProps) {
  const [opened, setOpened] = useState(false);
  const { views, save, rename, remove, replaceAll } = useSavedViews();
  const location = useRouterState({ select: (s) => s.location });
  const [imported, setImported] = useState<ImportResult | null>(null);

  const onDelete = (id: string, name: string) => {
    const undo = remove(id);
    if (!undo) return;
    notifyUndo(`View “${name}” deleted.`, undo.restore);
  };
  const onImport = (text: string) => {
    const result = importViews(views, text, newId);
    if (result.added > 0 && !replaceAll(result.views))
      result.errors.unshift('This browser refused to store the views (full storage?).');
    setImported(result);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(420px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconBookmarks size={16} />}
          onClick={() => setOpened((o) => !o)}
          aria-expanded={opened}
        >
          Views{views.length ? ` (${views.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm" data-testid="saved-views">
          <SaveViewForm
            pathname={location.pathname}
            search={location.search as Record<string, unknown>}
            workspaceTitle={title}
            window={window}
            relative={relative}
            onSave={save}
          />
          <Divider label="Saved in this browser" labelPosition="left" />
          {views.length === 0 ? (
            <Text size="sm" c="dimmed">
              No saved views yet. A view keeps the workspace, filters, window, time zone, the page and its
              chart settings.
            </Text>
          ) : (
            <ul className={classes.list} aria-label="Saved views">
              {views.map((v) => (
                <SavedViewRow
                  key={v.id}
                  view={v}
                  onOpen={() => setOpened(false)}
                  onRename={(name) => rename(v.id, name)}
                  onDelete={() => onDelete(v.id, v.name)}
                />
              ))}
            </ul>
          )}
          {imported && (
            <Alert
              color={imported.errors.length ? 'yellow' : 'teal'}
              p="xs"
              withCloseButton
              onClose={() => setImported(null)}
              title={`Imported ${imported.added} view${imported.added === 1 ? '' : 's'}${imported.unchanged ? `; ${imported.unchanged} already here` : ''}`}
              data-testid="import-result"
            >
              {imported.errors.length > 0 && (
                <List size="xs" spacing={2}>
                  {imported.errors.slice(0, 8).map((e) => (
                    <List.Item key={e}>{e}</List.Item>
                  ))}
                  {imported.errors.length > 8 && (
                    <List.Item>…and {imported.errors.length - 8} more</List.Item>
                  )}
                </List>
              )}
            </Alert>
          )}
          <JsonFileButtons
            variant="subtle"
            empty={views.length === 0}
            onExport={() =>
              downloadText(exportViews(views, new Date()), 'narrative-desk-views.json', 'application/json')
            }
            onImport={onImport}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
