import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import {
  ANNOTATION_LABEL_MAX,
  ANNOTATION_NOTE_MAX,
  type Annotation,
} from '@/analysis/annotations/annotations';
import { addAnnotation, updateAnnotation } from '@/analysis/annotations/annotation-store';

type Props = {
  workspaceId: number;
  /** The annotation to edit; absent: a new one. */
  editing?: Annotation;
  /** A new annotation's first day (YYYY-MM-DD). */
  defaultDay: string;
  opened: boolean;
  onClose: () => void;
};

/** YYYY-MM-DD → the UTC day's start: annotations sit on the timelines' UTC-day buckets. */
const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/** Adds or edits one annotation: a label, a note, a day or a range of days. */
export function AnnotationForm({ workspaceId, editing, defaultDay, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit annotation' : 'Add annotation'}>
      {opened && (
        <FormBody
          key={editing?.id ?? 'new'}
          workspaceId={workspaceId}
          editing={editing}
          defaultDay={defaultDay}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function FormBody({ workspaceId, editing, defaultDay, onClose }: Omit<Props, 'opened'>) {
  const [label, setLabel] = useState(editing?.label ?? '');
  const [note, setNote] = useState(editing?.note ?? '');
  const [start, setStart] = useState(editing?.start.slice(0, 10) ?? defaultDay);
  const [end, setEnd] = useState(editing?.end?.slice(0, 10) ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!label.trim()) return setError('Give the annotation a label.');
    if (!start) return setError('Pick the day it happened.');
    if (end && end < start) return setError('The range ends before it starts.');
    const draft = {
      label: label.trim(),
      note: note.trim(),
      start: dayStart(start),
      end: end ? dayStart(end) : undefined,
    };
    try {
      if (editing) updateAnnotation(workspaceId, editing.id, draft);
      else addAnnotation(workspaceId, draft);
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Label"
          required
          maxLength={ANNOTATION_LABEL_MAX}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          placeholder="Ministerial statement"
          data-autofocus
        />
        <Group grow>
          <TextInput
            type="date"
            label="Day (UTC)"
            required
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Until (optional)"
            value={end}
            min={start}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </Group>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={ANNOTATION_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert" p="xs">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{editing ? 'Save' : 'Add'}</Button>
        </Group>
      </Stack>
    </form>
  );
}
