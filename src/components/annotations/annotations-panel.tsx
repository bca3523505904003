import { useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Annotation } from '@/analysis/annotations/annotations';
import { StoredWhere } from '@/components/desk/stored-where';
import {
  annotationStore,
  exportAnnotations,
  importAnnotations,
  removeAnnotation,
  restoreAnnotation,
} from '@/analysis/annotations/annotation-store';
import { downloadText } from '@/lib/download';
import { JsonFileButtons } from '@/components/json-file-buttons';
import { notifyUndo } from '@/components/undo-notification';
import { annotationDays } from './annotation-marks';

type Props = {
  workspaceId: number;
  /** The workspace's annotations in the window. */
  shown: readonly Annotation[];
  /** How many the workspace has in all (the export is of all of them). */
  stored: number;
  onEdit: (annotation: Annotation) => void;
  onAdd: () => void;
};

/** The annotations menu's content: the window's annotations, add, and the file export/import. */
export default function AnnotationsPanel({ workspaceId, shown, stored, onEdit, onAdd }: Props) {
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string } | null>(null);
  const remove = (a: Annotation) => {
    const removed = removeAnnotation(workspaceId, a.id);
    if (!removed) return;
    notifyUndo(`Annotation “${a.label}” removed.`, () => restoreAnnotation(workspaceId, removed));
  };
  const onImport = (text: string) => {
    try {
      const r = importAnnotations(workspaceId, text);
      setFileNote({ ok: true, text: `${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged.` });
    } catch (err) {
      setFileNote({ ok: false, text: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <Stack gap="xs">
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          No annotation in this window. Mark an event on every timeline of this workspace.
        </Text>
      ) : (
        shown.map((a) => (
          <Group key={a.id} gap={4} wrap="nowrap" justify="space-between">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {a.label}
              </Text>
              <Text size="xs" c="dimmed">
                {annotationDays(a)}
                {a.note ? ` · ${a.note}` : ''}
              </Text>
              <StoredWhere meta={annotationStore(workspaceId).meta(a.id)} />
            </div>
            <Group gap={2} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit “${a.label}”`} onClick={() => onEdit(a)}>
                <IconPencil size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove “${a.label}”`}
                onClick={() => remove(a)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))
      )}
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
        Add annotation
      </Button>
      <Divider />
      <JsonFileButtons
        variant="default"
        grow
        empty={stored === 0}
        onExport={() =>
          downloadText(
            exportAnnotations(workspaceId),
            `annotations-workspace-${workspaceId}.json`,
            'application/json',
          )
        }
        onImport={onImport}
      />
      {fileNote && (
        <Alert p="xs" color={fileNote.ok ? 'teal' : 'red'}>
          {fileNote.text}
        </Alert>
      )}
    </Stack>
  );
}
