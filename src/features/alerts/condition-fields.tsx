import type { ReactNode } from 'react';
import { Group, NumberInput, Select } from '@mantine/core';
import { SENSITIVITIES, type RuleCondition, type RuleKind } from '@/api/schemas/alerts';
import type { DraftErrors } from './rule-draft';

type Of<K extends RuleKind> = Extract<RuleCondition, { kind: K }>;
type FieldsProps<K extends RuleKind> = {
  value: Of<K>;
  onChange: (next: Of<K>) => void;
  errors: DraftErrors;
};

/** An empty number field is NaN in the draft, so validation names it instead of guessing a value. */
const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v));
const optionalNum = (v: number | string) => (v === '' ? undefined : num(v));
const shown = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : v);

const PERIODS = { hour: 'Hour', day: 'Day', week: 'Week' } as const;
const periodData = (keys: readonly (keyof typeof PERIODS)[]) =>
  keys.map((k) => ({ value: k, label: PERIODS[k] }));

function MinMentions({
  min,
  value,
  onChange,
  error,
}: {
  min: number;
  value: number;
  onChange: (n: number) => void;
  error?: string;
}) {
  return (
    <NumberInput
      label="At least this many mentions"
      description="Fewer never fires (no “+300 %” on 1 → 4)"
      min={min}
      allowDecimal={false}
      value={shown(value)}
      onChange={(v) => onChange(num(v))}
      error={error}
    />
  );
}

/** One form per condition kind (a typed map: a new kind without fields is a compile error). */
const FIELDS: { [K in RuleKind]: (props: FieldsProps<K>) => ReactNode } = {
  spike: ({ value, onChange }) => (
    <Group grow align="flex-start">
      <Select
        label="Series"
        data={[
          { value: 'hour', label: 'Hourly' },
          { value: 'day', label: 'Daily' },
        ]}
        value={value.interval}
        onChange={(v) => v && onChange({ ...value, interval: v as Of<'spike'>['interval'] })}
        allowDeselect={false}
      />
      <Select
        label="Sensitivity"
        description="High fires on smaller spikes"
        data={SENSITIVITIES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
        value={value.sensitivity}
        onChange={(v) => v && onChange({ ...value, sensitivity: v as Of<'spike'>['sensitivity'] })}
        allowDeselect={false}
      />
    </Group>
  ),
  volume: ({ value, onChange, errors }) => (
    <Group grow align="flex-start">
      <NumberInput
        label="More than (mentions)"
        min={1}
        allowDecimal={false}
        thousandSeparator=","
        value={shown(value.threshold)}
        onChange={(v) => onChange({ ...value, threshold: num(v) })}
        error={errors['condition.threshold']}
      />
      <Select
        label="In one"
        data={periodData(['hour', 'day', 'week'])}
        value={value.period}
        onChange={(v) => v && onChange({ ...value, period: v as Of<'volume'>['period'] })}
        allowDeselect={false}
      />
    </Group>
  ),
  change: ({ value, onChange, errors }) => (
    <>
      <Group grow align="flex-start">
        <Select
          label="Direction"
          data={[
            { value: 'up', label: 'Up' },
            { value: 'down', label: 'Down' },
            { value: 'either', label: 'Up or down' },
          ]}
          value={value.direction}
          onChange={(v) => v && onChange({ ...value, direction: v as Of<'change'>['direction'] })}
          allowDeselect={false}
        />
        <NumberInput
          label="By more than (%)"
          min={0}
          max={10_000}
          suffix=" %"
          value={shown(value.percent)}
          onChange={(v) => onChange({ ...value, percent: num(v) })}
          error={errors['condition.percent']}
        />
        <Select
          label="Against the previous"
          data={periodData(['day', 'week'])}
          value={value.period}
          onChange={(v) => v && onChange({ ...value, period: v as Of<'change'>['period'] })}
          allowDeselect={false}
        />
      </Group>
      <MinMentions
        min={0}
        value={value.minMentions}
        onChange={(minMentions) => onChange({ ...value, minMentions })}
        error={errors['condition.minMentions']}
      />
    </>
  ),
  narrative: ({ value, onChange, errors }) => (
    <Group grow align="flex-start">
      <Select
        label="A narrative that is"
        data={[
          { value: 'new', label: 'New in the workspace' },
          { value: 'rising', label: 'Rising' },
        ]}
        value={value.mode}
        onChange={(v) => v && onChange({ ...value, mode: v as Of<'narrative'>['mode'] })}
        allowDeselect={false}
      />
      <MinMentions
        min={1}
        value={value.minMentions}
        onChange={(minMentions) => onChange({ ...value, minMentions })}
        error={errors['condition.minMentions']}
      />
    </Group>
  ),
  bot_share: ({ value, onChange, errors }) => (
    <>
      <Group grow align="flex-start">
        <NumberInput
          label="Share of likely bots above (%)"
          min={0}
          max={100}
          suffix=" %"
          value={shown(value.abovePercent)}
          onChange={(v) => onChange({ ...value, abovePercent: optionalNum(v) })}
          error={errors['condition.abovePercent']}
        />
        <NumberInput
          label="Or risen by (points)"
          min={0}
          max={100}
          value={shown(value.risePoints)}
          onChange={(v) => onChange({ ...value, risePoints: optionalNum(v) })}
          error={errors['condition.risePoints']}
        />
        <Select
          label="In one"
          data={periodData(['day', 'week'])}
          value={value.period}
          onChange={(v) => v && onChange({ ...value, period: v as Of<'bot_share'>['period'] })}
          allowDeselect={false}
        />
      </Group>
      <MinMentions
        min={1}
        value={value.minMentions}
        onChange={(minMentions) => onChange({ ...value, minMentions })}
        error={errors['condition.minMentions']}
      />
    </>
  ),
  new_mention: () => null,
};

/** The fields of the condition's kind. */
export function ConditionFields(props: FieldsProps<RuleKind>) {
  const Fields = FIELDS[props.value.kind] as (p: FieldsProps<RuleKind>) => ReactNode;
  return <Fields {...props} />;
}
