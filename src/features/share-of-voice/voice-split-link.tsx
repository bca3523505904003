import { useState } from 'react';
import { Group, Select, Text } from '@mantine/core';
import { ButtonLink } from '@/components/router-links';
import { MentionFilterSearchSchema } from '@/filters/mention-filters-url';
import { VOICE_BREAKDOWNS, type VoiceBreakdown, type VoiceSearch } from './voice-search';

type Props = {
  search: VoiceSearch;
  workspaces: { id: number; title: string }[];
};

// A split's series are the ratings themselves, not the one bot-share figure.
const DIMENSIONS = Object.entries(VOICE_BREAKDOWNS).map(([value, label]) => ({
  value,
  label: value === 'bot_ratings' ? 'Bot ratings' : label,
}));

/**
 * One workspace split by a dimension is the chart builder's timeline broken down by that
 * dimension in shares, against the previous period: this opens it with the same window and
 * filters, rather than drawing a second copy of that chart here.
 */
export function VoiceSplitLink({ search, workspaces }: Props) {
  const [workspaceId, setWorkspaceId] = useState<number | null>(search.ws[0] ?? workspaces[0]?.id ?? null);
  const [dimension, setDimension] = useState<VoiceBreakdown>(search.by);
  const options = workspaces.map((w) => ({ value: String(w.id), label: w.title }));
  return (
    <Group gap="xs" align="end" wrap="wrap" mb="md" data-testid="voice-split">
      <Text size="sm" c="dimmed" w="100%">
        Or split one workspace by a dimension (its shares over time, against the previous period):
      </Text>
      <Select
        size="xs"
        label="Workspace"
        data={options}
        value={workspaceId === null ? null : String(workspaceId)}
        onChange={(v) => setWorkspaceId(v === null ? null : Number(v))}
        allowDeselect={false}
        searchable
        w={220}
      />
      <Select
        size="xs"
        label="Split by"
        data={DIMENSIONS}
        value={dimension}
        onChange={(v) => v && setDimension(v as VoiceBreakdown)}
        allowDeselect={false}
        w={160}
      />
      {workspaceId !== null && (
        <ButtonLink
          size="xs"
          variant="light"
          to="/w/$workspaceId/charts"
          params={{ workspaceId }}
          search={{
            ...MentionFilterSearchSchema.parse(search),
            measure: 'timeline',
            chart: 'stacked',
            breakdown: dimension,
            unit: 'percent',
            interval: search.interval,
            compare: true,
          }}
        >
          Open the split in Charts
        </ButtonLink>
      )}
    </Group>
  );
}
