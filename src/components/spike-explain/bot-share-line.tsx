import { Group, Paper, Text } from '@mantine/core';
import type { BotShare } from '@/analysis/spikes/spike-drivers';
import { percent } from '@/analysis/spikes/spike-summary';

/** Share of likely bots in the spike against the usual days; news-only series have no ratings. */
export function BotShareLine({ bots }: { bots: BotShare | null }) {
  if (!bots || bots.spike.share === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="spike-bots">
        No mention of the spike carries a bot rating (news only).
      </Text>
    );
  }
  const before = bots.baseline.share;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="spike-bots">
      <Group gap="lg" wrap="wrap">
        <div>
          <Text size="xs" c="dimmed">
            Likely bots in the spike
          </Text>
          <Text fw={700} fz="lg">
            {percent(bots.spike.share)}
          </Text>
          <Text size="xs" c="dimmed">
            {bots.spike.botLike.toLocaleString('en-US')} of {bots.spike.total.toLocaleString('en-US')}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Usually
          </Text>
          <Text fw={700} fz="lg">
            {before === null ? '—' : percent(before)}
          </Text>
        </div>
        {bots.changePoints !== null && (
          <div>
            <Text size="xs" c="dimmed">
              Change
            </Text>
            <Text fw={700} fz="lg" c={bots.changePoints >= 5 ? 'red.7' : undefined}>
              {bots.changePoints >= 0 ? '+' : '−'}
              {Math.abs(bots.changePoints).toFixed(1)} points
            </Text>
          </div>
        )}
      </Group>
    </Paper>
  );
}
