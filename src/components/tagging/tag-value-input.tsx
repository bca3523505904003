import { Anchor, Autocomplete, NumberInput, Stack, TagsInput, Text } from '@mantine/core';
import { checkOption } from '@/lib/option-governance';

export type TagValue = string | string[] | number | '';

interface Props {
  type: string;
  options: readonly string[];
  value: TagValue;
  onChange: (value: TagValue) => void;
}

/** Says when a value will become a new option and offers the existing one it probably meant. */
function NewOptionHint({
  value,
  options,
  onUse,
}: {
  value: string;
  options: readonly string[];
  onUse: (option: string) => void;
}) {
  const check = checkOption(value, options);
  if (check.kind !== 'new') return null;
  return (
    <Text size="xs" c={check.closest ? 'orange' : 'dimmed'} data-testid="new-option-hint">
      “{value}” is not an option yet: tagging adds it as a new option.
      {check.closest && (
        <>
          {' '}
          {check.sameExceptCase ? 'It differs from' : 'Did you mean'}{' '}
          <Anchor component="button" type="button" size="xs" onClick={() => onUse(check.closest as string)}>
            {check.closest}
          </Anchor>
          {check.sameExceptCase ? ' only in case or spacing. Use the existing option?' : '?'}
        </>
      )}
    </Text>
  );
}

/** The value field for an enrichment's type: one option, several options, or an integer. */
export function TagValueInput({ type, options, value, onChange }: Props) {
  if (type === 'integer') {
    return (
      <NumberInput
        label="Value (integer)"
        allowDecimal={false}
        value={typeof value === 'number' ? value : ''}
        onChange={(v) => onChange(typeof v === 'number' ? v : '')}
      />
    );
  }
  if (type === 'multivalue_categorical') {
    const values = Array.isArray(value) ? value : [];
    return (
      <Stack gap={4}>
        <TagsInput
          label="Values"
          description="Several values per mention; press Enter after each"
          data={[...options]}
          value={values}
          onChange={onChange}
        />
        {values.map((v, i) => (
          <NewOptionHint
            key={v}
            value={v}
            options={options}
            onUse={(o) => onChange([...new Set(values.map((x, j) => (j === i ? o : x)))])}
          />
        ))}
      </Stack>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Stack gap={4}>
      <Autocomplete
        label="Value"
        placeholder="Pick or type a value"
        data={[...options]}
        value={text}
        onChange={onChange}
      />
      <NewOptionHint value={text} options={options} onUse={onChange} />
    </Stack>
  );
}

/** The value to send, or null while the input is incomplete. */
export function toSendableValue(type: string, value: TagValue): string | string[] | number | null {
  if (type === 'integer') return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
  if (type === 'multivalue_categorical') {
    const list = Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : [];
    return list.length ? [...new Set(list)] : null;
  }
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
