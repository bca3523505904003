import { lazy, Suspense, useState } from 'react';
import { Button, Popover } from '@mantine/core';
import { PanelLoading } from '@/components/loading-state';
import { IconNote } from '@tabler/icons-react';
import type { Annotation } from '@/analysis/annotations/annotations';

// The list and the file buttons load when the menu is first opened, the form with its first use:
// every timeline shows the button, so neither rides in the pages' first load.
const AnnotationsPanel = lazy(() => import('./annotations-panel'));
const AnnotationForm = lazy(() => import('./annotation-form').then((m) => ({ default: m.AnnotationForm })));

type Props = {
  workspaceId: number;
  window: { since: string; to: string };
  /** The window's annotations and the stored count (useTimelineAnnotations, which the timeline reads too). */
  annotations: { shown: readonly Annotation[]; stored: number };
};

/**
 * The annotations of a workspace from any timeline: those in the window with edit and remove
 * (undo), add, and the file export/import (the API keeps no annotations; the browser does).
 */
export function AnnotationsMenu({ workspaceId, window, annotations: { shown, stored } }: Props) {
  const [opened, setOpened] = useState(false);
  const [form, setForm] = useState<{ editing?: Annotation } | null>(null);
  const lastDay = window.to.slice(0, 10);
  const openForm = (editing?: Annotation) => {
    setOpened(false);
    setForm({ editing });
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
          <Suspense fallback={<PanelLoading label="Loading annotations" />}>
            <AnnotationsPanel
              workspaceId={workspaceId}
              shown={shown}
              stored={stored}
              onEdit={openForm}
              onAdd={() => openForm()}
            />
          </Suspense>
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
