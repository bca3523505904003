import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Alert, Button, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { IconNote, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { annotationsInWindow, type Annotation } from '@/lib/annotations';
import {
  exportAnnotations,
  importAnnotations,
  removeAnnotation,
  restoreAnnotation,
  useAnnotations,
} from '@/lib/annotation-store';
import { downloadText } from '@/lib/download';
import { JsonFileButtons } from '@/components/json-file-buttons';
import { notifyUndo } from '@/components/undo-notification';
import { annotationDays } from './annotation-marks';

// The form loads with its first use: its inputs stay out of the chunk every page shares.
const AnnotationForm = lazy(() => import('./annotation-form').then((m) => ({ default: m.AnnotationForm })));

type Props = { workspaceId: number; window: { since: string; to: string } };

/**
 * The annotations of a workspace from any timeline: those in the window with edit and remove
 * (undo), add, and the file export/import (the API keeps no annotations; the browser does).
 */
export function AnnotationsMenu({ workspaceId, window }: Props) {
  const all = useAnnotations(workspaceId);
  const shown = annotationsInWindow(all, window);
  const [opened, setOpened] = useState(false);
  const [form, setForm] = useState<{ editing?: Annotation } | null>(null);
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string } | null>(null);
  const lastDay = window.to.slice(0, 10);

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
    <>
      <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" withinPortal trapFocus>
        <Popover.Target>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconNote size={14} />}
            onClick={() => setOpened((o) => !o)}
            aria-expanded={opened}
          >
            Annotations{shown.length ? ` (${shown.length})` : ''}
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="annotations-menu">
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
                  </div>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit “${a.label}”`}
                      onClick={() => {
                        setOpened(false);
                        setForm({ editing: a });
                      }}
                    >
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
            <Button
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => {
                setOpened(false);
                setForm({});
              }}
            >
              Add annotation
            </Button>
            <Divider />
            <JsonFileButtons
              variant="default"
              grow
              empty={all.length === 0}
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
        </Popover.Dropdown>
      </Popover>
      {form && (
        <Suspense fallback={null}>
          <AnnotationForm
            workspaceId={workspaceId}
            editing={form.editing}
            defaultDay={lastDay}
            opened
            onClose={() => setForm(null)}
          />
        </Suspense>
      )}
    </>
  );
}
