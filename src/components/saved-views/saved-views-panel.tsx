import { useState } from 'react';
import { Alert, Divider, List, Stack, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useSavedViews } from '@/hooks/use-saved-views';
import { useDeskState } from '@/api/desk-state';
import { downloadText } from '@/lib/download';
import { JsonFileButtons } from '@/components/json-file-buttons';
import { notifyUndo } from '@/components/undo-notification';
import { exportViews, importViews, type ImportResult } from '@/analysis/views/saved-views';
import { viewNameClash } from '@/analysis/views/view-names';
import { SavedViewRow } from './saved-view-row';
import { SaveViewForm } from './save-view-form';
import type { SavedViewsPopoverProps } from './saved-views-menu';
import classes from './saved-views.module.css';

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

type Props = SavedViewsPopoverProps & {
  /** A saved view was opened (the menu closes). */
  onOpenView: () => void;
};

/** The saved views menu's content: save this view, the list, and the JSON file buttons. */
export default function SavedViewsPanel({ title, window, relative, onOpenView }: Props) {
  const { views, meta, save, rename, remove, replaceAll } = useSavedViews();
  const location = useRouterState({ select: (s) => s.location });
  const [imported, setImported] = useState<ImportResult | null>(null);
  const desk = useDeskState();

  const onDelete = (id: string, name: string) => {
    const undo = remove(id);
    if (!undo) return;
    notifyUndo(`View “${name}” deleted.`, undo.restore);
  };
  const onImport = (text: string) => {
    const result = importViews(views, text, newId);
    if (result.added > 0) replaceAll(result.views);
    setImported(result);
  };

  return (
    <Stack gap="sm" data-testid="saved-views">
      <SaveViewForm
        pathname={location.pathname}
        search={location.search as Record<string, unknown>}
        workspaceTitle={title}
        window={window}
        relative={relative}
        views={views}
        onSave={save}
      />
      <Divider
        label={desk.mode === 'desk' ? 'Views on the team desk' : 'Saved in this browser'}
        labelPosition="left"
      />
      {views.length === 0 ? (
        <Text size="sm" c="dimmed">
          No saved views yet. A view keeps the workspace, filters, window, time zone, the page and its chart
          settings.
        </Text>
      ) : (
        <ul className={classes.list} aria-label="Saved views">
          {views.map((v) => (
            <SavedViewRow
              key={v.id}
              view={v}
              meta={meta(v.id)}
              onOpen={onOpenView}
              nameClash={(name) => viewNameClash(views, name, v.id)}
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
              {imported.errors.length > 8 && <List.Item>…and {imported.errors.length - 8} more</List.Item>}
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
  );
}
