import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { WORKSPACE_CHANNELS } from '@/api/schemas';
import type { Folder } from '@/api/folders';
import { ExpressionTokens } from '@/components/expression-tokens';
import { channelName } from '@/lib/labels';
import { notePaste } from '@/lib/paste-cut';
import {
  QUERY_MAX,
  TITLE_MAX,
  type WorkspaceChannel,
  type WorkspaceFormErrors,
  type WorkspaceFormField,
  type WorkspaceFormValues,
} from './workspace-form-model';
import { querySyntaxError, validateWorkspaceForm } from './workspace-form-validation';

const UNFILED = 'unfiled';
/** Descriptions (counters, hints) under the input, above its error. */
const BELOW = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

type WorkspaceFormProps = {
  initialValues: WorkspaceFormValues;
  folders: readonly Folder[];
  /** The server's answer to the last submit, by field; a field's message goes when it is edited. */
  errors: WorkspaceFormErrors;
  submitLabel: string;
  submitting: boolean;
  /** Every edit, so the caller can keep the draft. */
  onChange: (values: WorkspaceFormValues) => void;
  /** Called only with values that pass the checks. */
  onSubmit: (values: WorkspaceFormValues) => void;
  onCancel: () => void;
};

/**
 * Title, query, channels and folder. The query is checked as it is typed, with the parser the
 * mention search box uses (message and position); blank fields are flagged once a submit is tried.
 */
export function WorkspaceForm(props: WorkspaceFormProps) {
  const { initialValues, folders, errors, submitLabel, submitting, onChange, onSubmit, onCancel } = props;
  const [values, setValues] = useState(initialValues);
  const [tried, setTried] = useState(false);
  // What the title's length limit dropped from the last paste, said until the title is shortened.
  const [titleCut, setTitleCut] = useState<string | null>(null);
  const [edited, setEdited] = useState<ReadonlySet<WorkspaceFormField>>(new Set());
  const [serverErrors, setServerErrors] = useState(errors);
  // A new server answer replaces the old one (and shows again for fields edited before it).
  if (serverErrors !== errors) {
    setServerErrors(errors);
    setEdited(new Set());
  }
  const update = (patch: Partial<WorkspaceFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    setEdited((prev) => new Set([...prev, ...(Object.keys(patch) as WorkspaceFormField[])]));
    onChange(next);
  };
  const checks = validateWorkspaceForm(values);
  const errorOf = (field: WorkspaceFormField, live: boolean): string | undefined =>
    (edited.has(field) ? undefined : errors[field]) ?? (tried || live ? checks[field] : undefined);
  const syntax = querySyntaxError(values.query);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(checks).length === 0) onSubmit(values);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          data-autofocus
          value={values.title}
          maxLength={TITLE_MAX}
          description={`${values.title.length} / ${TITLE_MAX} characters${titleCut && values.title.length >= TITLE_MAX ? `. ${titleCut}` : ''}`}
          inputWrapperOrder={BELOW}
          onPaste={(e) => setTitleCut(notePaste(e, TITLE_MAX))}
          error={errorOf('title', values.title.length > TITLE_MAX)}
          onChange={(e) => update({ title: e.currentTarget.value })}
        />
        <Stack gap={4}>
          <Textarea
            label="Query"
            required
            autosize
            minRows={3}
            maxRows={10}
            value={values.query}
            error={errorOf('query', values.query.trim() !== '')}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            description={
              <>
                Combine terms with AND, OR, NOT and parentheses; “quoted phrases” match exactly; title:word or
                text:word look only in the title or the text. At most {QUERY_MAX.toLocaleString('en')}{' '}
                characters.
              </>
            }
            onChange={(e) => update({ query: e.currentTarget.value })}
          />
          {values.query.trim() && <ExpressionTokens src={values.query} error={syntax} />}
        </Stack>
        <Checkbox.Group
          label="Channels"
          description="Mentions from other channels and your custom channels are always included."
          required
          value={values.channels}
          error={errorOf('channels', false)}
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
          data={[
            { value: UNFILED, label: 'Unfiled' },
            ...folders.map((f) => ({ value: String(f.id), label: f.title })),
          ]}
          value={values.folderId ?? UNFILED}
          error={errorOf('folderId', false)}
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
