import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { WORKSPACE_CHANNELS } from '@/api/schemas';
import type { Folder } from '@/api/folders';
import { channelName } from '@/lib/labels';
import type { WorkspaceChannel, WorkspaceFormErrors, WorkspaceFormValues } from './workspace-form-model';

const UNFILED = 'unfiled';

type WorkspaceFormProps = {
  initialValues: WorkspaceFormValues;
  folders: readonly Folder[];
  errors: WorkspaceFormErrors;
  submitLabel: string;
  submitting: boolean;
  /** Every edit, so the caller can keep the draft. */
  onChange: (values: WorkspaceFormValues) => void;
  onSubmit: (values: WorkspaceFormValues) => void;
  onCancel: () => void;
};

export function WorkspaceForm(props: WorkspaceFormProps) {
  const { initialValues, folders, errors, submitLabel, submitting, onChange, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initialValues);
  const update = (patch: Partial<WorkspaceFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange(next);
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          data-autofocus
          value={values.title}
          error={errors.title}
          onChange={(e) => update({ title: e.currentTarget.value })}
        />
        <Textarea
          label="Query"
          required
          autosize
          minRows={3}
          maxRows={10}
          value={values.query}
          error={errors.query}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          description={
            <>
              Combine terms with AND, OR, NOT and parentheses; “quoted phrases” match exactly;
              title:word or text:word look only in the title or the text.
            </>
          }
          onChange={(e) => update({ query: e.currentTarget.value })}
        />
        <Checkbox.Group
          label="Channels"
          description="Mentions from other channels and your custom channels are always included."
          required
          value={values.channels}
          error={errors.channels}
          onChange={(channels) => update({ channels: channels as WorkspaceChannel[] })}
        >
          <Group gap="md" mt={6}>
            {WORKSPACE_CHANNELS.map((c) => (
              <Checkbox key={c} value={c} label={channelName(c)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Select
          label="Folder"
          data={[{ value: UNFILED, label: 'Unfiled' }, ...folders.map((f) => ({ value: String(f.id), label: f.title }))]}
          value={values.folderId ?? UNFILED}
          error={errors.folderId}
          allowDeselect={false}
          onChange={(v) => update({ folderId: v && v !== UNFILED ? v : null })}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
