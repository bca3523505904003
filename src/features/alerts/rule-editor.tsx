import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Modal } from '@/components/deferred-overlays';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { AlertConflictError, alertMutations } from '@/api/alerts';
import { RULE_KINDS, type AlertRule, type RuleKind } from '@/api/schemas/alerts';
import { describeError } from '@/components/error-state';
import { UTC_FIRST, ZoneSelect } from '@/components/zone-select';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { ConditionFields } from './condition-fields';
import { DeliveryFields } from './delivery-fields';
import { FilterSource } from './filter-source';
import {
  CONDITION_DEFAULTS,
  draftOf,
  inputOf,
  KIND_LABELS,
  validateDraft,
  type RuleDraft,
} from './rule-draft';
import { RulePreview } from './rule-preview';

type Props = {
  /** The rule edited, or the new rule's starting draft. */
  start: { rule: AlertRule } | { draft: RuleDraft };
  onClose: () => void;
  onSaved?: (rule: AlertRule) => void;
  /** The question a new rule was opened on ("Create alert"): the filters "This question’s filters" restores. */
  question?: Partial<MentionFilterSearch>;
};

const QUIET = [
  [0, 'None'],
  [15, '15 minutes'],
  [60, '1 hour'],
  [180, '3 hours'],
  [360, '6 hours'],
  [720, '12 hours'],
  [1440, '1 day'],
  [10080, '1 week'],
] as const;

/** The quiet choices, with the rule's own value when it is not one of them. */
const quietData = (minutes: number): { value: string; label: string }[] => [
  ...QUIET.map(([v, l]) => ({ value: String(v), label: l })),
  ...(QUIET.some(([v]) => v === minutes) ? [] : [{ value: String(minutes), label: `${minutes} minutes` }]),
];

/** Create or edit an alert rule: what to watch, which mentions, where it goes, when it is quiet. */
export function RuleEditor({ start, onClose, onSaved, question }: Props) {
  const editing = 'rule' in start ? start.rule : null;
  const [draft, setDraft] = useState<RuleDraft>(() => ('rule' in start ? draftOf(start.rule) : start.draft));
  const [base, setBase] = useState(editing);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const create = useMutation(alertMutations.create);
  const update = useMutation(alertMutations.update);
  const save = base ? update : create;
  const phone = useMediaQuery('(max-width: 40em)');

  const errors = validateDraft(draft);
  const valid = Object.keys(errors).length === 0;
  // A field's message shows once it was edited, and every message after a first "Save".
  const shown = Object.fromEntries(
    Object.entries(errors).filter(([k]) => submitted || [...touched].some((t) => k.startsWith(t))),
  );
  const change = (patch: Partial<RuleDraft>, field = Object.keys(patch)[0]!) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set(t).add(field));
  };
  const conflict = save.error instanceof AlertConflictError ? save.error : null;

  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    const input = inputOf(draft);
    const done = { onSuccess: (rule: AlertRule) => (onSaved?.(rule), onClose()) };
    if (base) update.mutate({ id: base.id, version: base.version, input }, done);
    else create.mutate(input, done);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={base ? `Edit “${base.title}”` : 'New alert rule'}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close the editor' }}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Title"
            placeholder="e.g. Acme: daily spike"
            required
            value={draft.title}
            onChange={(e) => change({ title: e.currentTarget.value })}
            error={shown.title}
            data-autofocus
          />
          <Select
            label="Watch for"
            data={RULE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
            value={draft.condition.kind}
            onChange={(k) => k && change({ condition: CONDITION_DEFAULTS[k as RuleKind] }, 'condition.kind')}
            allowDeselect={false}
          />
          <ConditionFields
            value={draft.condition}
            onChange={(condition) => change({ condition }, 'condition')}
            errors={shown}
          />
          <FilterSource draft={draft} question={question} onChange={(patch) => change(patch, 'filters')} />
          <Divider label="Delivery" labelPosition="left" />
          <DeliveryFields draft={draft} onChange={change} errors={shown} />
          <Group grow align="flex-start">
            <Select
              label="Quiet after firing"
              description="The rule stays silent this long"
              data={quietData(draft.quietMinutes)}
              value={String(draft.quietMinutes)}
              onChange={(v) => v && change({ quietMinutes: Number(v) })}
              error={shown.quietMinutes}
              allowDeselect={false}
            />
            <ZoneSelect
              label="Time zone"
              description="Days and weeks are counted in it"
              leading={UTC_FIRST}
              value={draft.zone}
              onChange={(zone) => change({ zone })}
              error={shown.zone}
            />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="alert-visibility">
              Who sees this rule
            </Text>
            <SegmentedControl
              aria-labelledby="alert-visibility"
              value={draft.visibility}
              onChange={(v) => change({ visibility: v as RuleDraft['visibility'] })}
              data={[
                { value: 'team', label: 'The team' },
                { value: 'private', label: 'Only me' },
              ]}
            />
          </Stack>
          <Divider />
          <RulePreview draft={draft} valid={valid} />
          {conflict && (
            <Alert color="orange" variant="light" title="Not saved: this rule changed meanwhile" role="alert">
              <Stack gap="xs">
                <Text size="sm">{conflict.message}.</Text>
                {conflict.current && (
                  <Group>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => {
                        setBase(conflict.current);
                        setDraft(draftOf(conflict.current!));
                        save.reset();
                      }}
                    >
                      Start from their version
                    </Button>
                  </Group>
                )}
              </Stack>
            </Alert>
          )}
          {save.isError && !conflict && (
            <Alert color="red" variant="light" title="Could not save the rule" role="alert">
              {describeError(save.error)}
            </Alert>
          )}
          {submitted && !valid && (
            <Text size="sm" c="red" role="alert">
              Fix the fields marked above to save.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {base ? 'Save rule' : 'Create rule'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
