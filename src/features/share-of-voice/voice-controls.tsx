import { Group, Select } from '@mantine/core';
import { ToggleSwitch } from '@/components/toggle-switch';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { Workspace } from '@/api/workspaces';
import { CHART_INTERVALS, MAX_VOICES } from '@/analysis/charts/chart-config';
import { VoicePicker } from './voice-picker';
import { VOICE_CHARTS, type VoiceSearch } from './voice-search';

type Props = {
  search: VoiceSearch;
  workspaces: readonly Workspace[];
  onChange: (patch: Partial<VoiceSearch>) => void;
};

/** Which workspaces are compared, and how the timeline is drawn. */
export function VoiceControls({ search, workspaces, onChange }: Props) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
      <VoicePicker
        label={`Workspaces (2 to ${MAX_VOICES})`}
        data={workspaces.map((w) => ({ value: String(w.id), label: w.title }))}
        value={search.ws.map(String)}
        onChange={(ids) => onChange({ ws: ids.map(Number) })}
        max={MAX_VOICES}
        style={{ flex: '1 1 320px', minWidth: 0 }}
      />
      <Select
        label="Buckets"
        // Hours belong to the chart builder's short windows; share of voice compares days and longer.
        data={CHART_INTERVALS.filter((i) => i !== 'hour').map((i) => ({
          value: i,
          label: `${i[0]!.toUpperCase()}${i.slice(1)}s`,
        }))}
        value={search.interval}
        onChange={(v) => v && onChange({ interval: v as VoiceSearch['interval'] })}
        allowDeselect={false}
        w={110}
      />
      <Select
        label="Drawn as"
        data={Object.entries(VOICE_CHARTS).map(([value, label]) => ({ value, label }))}
        value={search.chart}
        onChange={(v) => v && onChange({ chart: v as VoiceSearch['chart'] })}
        allowDeselect={false}
        w={150}
      />
      <SegmentedChoice
        aria-label="Counts or shares"
        data={[
          { value: 'percent', label: 'Shares' },
          { value: 'count', label: 'Counts' },
        ]}
        value={search.unit}
        onChange={(v) => onChange({ unit: v })}
      />
      <ToggleSwitch
        label="Previous period"
        checked={search.compare}
        onChange={(compare) => onChange({ compare })}
        style={{ marginBottom: 6 }}
      />
    </Group>
  );
}
