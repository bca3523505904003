import { Group, NumberInput, Select } from '@mantine/core';
import { CAP_CHOICES, type CoordinationState } from './coordination-search';

interface Props {
  state: CoordinationState;
  update: (next: Partial<CoordinationState>) => void;
}

const SIMILARITIES = ['0.6', '0.7', '0.8', '0.9', '1'];

/** The finder's thresholds, written to the URL as they change (so a link or saved view keeps them). */
export function ThresholdControls({ state, update }: Props) {
  const t = state.thresholds;
  const numberFrom = (v: string | number, min: number, max: number) => {
    const x = Number(v);
    return Number.isInteger(x) && x >= min && x <= max ? x : undefined;
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NumberInput
        label="Window (seconds)"
        size="xs"
        w={130}
        min={1}
        max={3600}
        value={t.windowSec}
        onChange={(v) => {
          const x = numberFrom(v, 1, 3600);
          if (x) update({ thresholds: { ...t, windowSec: x } });
        }}
      />
      <NumberInput
        label="Minimum accounts"
        size="xs"
        w={130}
        min={2}
        max={100}
        value={t.minAccounts}
        onChange={(v) => {
          const x = numberFrom(v, 2, 100);
          if (x) update({ thresholds: { ...t, minAccounts: x } });
        }}
      />
      <NumberInput
        label="Repeats per pair"
        size="xs"
        w={130}
        min={1}
        max={20}
        value={t.minRepeats}
        onChange={(v) => {
          const x = numberFrom(v, 1, 20);
          if (x) update({ thresholds: { ...t, minRepeats: x } });
        }}
      />
      <Select
        label="Text similarity"
        size="xs"
        w={130}
        data={SIMILARITIES.map((s) => ({ value: s, label: s === '1' ? '1 (identical)' : s }))}
        value={String(t.similarity)}
        allowDeselect={false}
        onChange={(v) => v && update({ thresholds: { ...t, similarity: Number(v) } })}
      />
      <Select
        label="Read at most"
        size="xs"
        w={150}
        data={CAP_CHOICES.map((c) => ({ value: String(c), label: `${c.toLocaleString('en')} mentions` }))}
        value={String(state.cap)}
        allowDeselect={false}
        onChange={(v) => v && update({ cap: Number(v) as CoordinationState['cap'] })}
      />
    </Group>
  );
}
