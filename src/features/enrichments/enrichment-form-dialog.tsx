import { Alert, Button, Group, List, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { useState } from 'react';
import { isApiError } from '@/api/client';
import { useMutation } from '@tanstack/react-query';
import { customEnrichmentMutations } from '@/api/custom-enrichments';
import {
  CUSTOM_ENRICHMENT_TYPES,
  MAX_ENRICHMENT_OPTIONS,
  type CustomEnrichment,
  type CustomEnrichmentType,
} from '@/api/schemas';
import {
  optionChanges,
  optionWarnings,
  removedInUse,
  validateDraft,
  type DraftErrors,
  type EnrichmentDraft,
} from './enrichment-form-model';
import { openConfirm } from '@/components/confirm/confirm-store';

const TYPE_DATA = CUSTOM_ENRICHMENT_TYPES.map((t) => ({
  value: t,
  label: {
    categorical: 'Categorical (one value)',
    multivalue_categorical: 'Multi-value categorical (several values)',
    integer: 'Integer',
  }[t],
}));

interface Props {
  existing: readonly CustomEnrichment[];
  /** The enrichment being edited; undefined creates a new one. */
  editing?: CustomEnrichment;
  /** Mentions per option where the counts were taken, said by `usageNote`. */
  usage?: ReadonlyMap<string, number>;
  usageNote: string;
  /** What the counts may overstate (a mention in several workspaces counts in each). */
  usageCaveat?: string;
  onClose: () => void;
}

/** The server's reason on the field it concerns (409 → name, constraints.* → options). */
function serverErrors(error: unknown): DraftErrors & { form?: string } {
  if (!isApiError(error)) return { form: error instanceof Error ? error.message : String(error) };
  if (error.status === 409 || error.param === 'name') return { name: error.message };
  if (error.param?.startsWith('constraints')) return { options: error.message };
  return { form: error.message };
}

export function EnrichmentFormDialog({ existing, editing, usage, usageNote, usageCaveat, onClose }: Props) {
  const [draft, setDraft] = useState<EnrichmentDraft>(
    editing
      ? {
          name: editing.name,
          type: editing.type as CustomEnrichmentType,
          options: [...editing.constraints.enum],
        }
      : { name: '', type: 'categorical', options: [] },
  );
  const [shownErrors, setShownErrors] = useState<DraftErrors & { form?: string }>({});
  // The form shows the server's reason on the field itself: no global toast as well.
  const create = useMutation({ ...customEnrichmentMutations.create, meta: { silent: true } });
  const update = useMutation({ ...customEnrichmentMutations.update, meta: { silent: true } });
  const pending = create.isPending || update.isPending;
  const changes = editing
    ? optionChanges(editing.constraints.enum, draft.options)
    : { removed: [], added: [] };
  const inUse = removedInUse(changes.removed, usage);
  const warnings = optionWarnings(draft.options);

  const send = async () => {
    const body = { name: draft.name.trim(), constraints: { enum: draft.options.map((o) => o.trim()) } };
    try {
      if (editing) await update.mutateAsync({ enrichmentId: editing.enrichment_id, ...body });
      else await create.mutateAsync({ ...body, type: draft.type });
      onClose();
    } catch (error) {
      setShownErrors(serverErrors(error));
    }
  };

  const submit = () => {
    const errors = validateDraft(draft, existing, editing?.enrichment_id);
    setShownErrors(errors);
    if (Object.keys(errors).length) return;
    if (inUse.length === 0) return void send();
    openConfirm({
      title: 'Remove options that are in use?',
      children: (
        <Text size="sm">
          {inUse
            .map(
              (r) =>
                `“${r.option}” (${r.count.toLocaleString('en')} mentions${usageNote ? ` ${usageNote}` : ''})`,
            )
            .join(', ')}{' '}
          will no longer be listed as options. Mentions keep the values already written.
        </Text>
      ),
      labels: { confirm: 'Remove and save', cancel: 'Keep editing' },
      color: 'red',
      onConfirm: () => void send(),
    });
  };

  const set = (patch: Partial<EnrichmentDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // An edited field's old complaint no longer applies; it is checked again on submit.
    setShownErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? `Edit “${editing.name}”` : 'New custom enrichment'}
      size="lg"
    >
      <Stack gap="sm" component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
        <TextInput
          label="Name"
          required
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={shownErrors.name}
          maxLength={300}
          description="At most 255 characters, unique in your team (case-insensitive)"
        />
        <Select
          label="Type"
          data={TYPE_DATA}
          value={draft.type}
          allowDeselect={false}
          disabled={Boolean(editing)}
          description={editing ? 'The type is fixed after creation' : 'Cannot be changed later'}
          onChange={(t) =>
            t && set({ type: t as CustomEnrichmentType, options: t === 'integer' ? [] : draft.options })
          }
        />
        {draft.type === 'integer' ? (
          <Text size="sm" c="dimmed">
            Integer enrichments have no options; values are whole numbers.
          </Text>
        ) : (
          <TagsInput
            label="Options"
            description={`Press Enter after each option; at most ${MAX_ENRICHMENT_OPTIONS}. Saving replaces the whole list.`}
            value={draft.options}
            onChange={(options) => set({ options })}
            error={shownErrors.options}
            splitChars={[',']}
            clearable
          />
        )}
        {warnings.map((w) => (
          <Text key={w} size="xs" c="orange">
            {w}
          </Text>
        ))}
        {changes.removed.length > 0 && (
          <Alert
            color={inUse.length ? 'red' : 'yellow'}
            title="These options will be removed"
            data-testid="removed-options"
          >
            <List size="sm">
              {changes.removed.map((o) => (
                <List.Item key={o}>
                  {o}
                  {usage ? ` (${(usage.get(o) ?? 0).toLocaleString('en')} mentions ${usageNote})` : ''}
                </List.Item>
              ))}
            </List>
            {usage && usageCaveat && (
              <Text size="xs" mt={4}>
                {usageCaveat}
              </Text>
            )}
          </Alert>
        )}
        {shownErrors.form && <Alert color="red">{shownErrors.form}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Save' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
