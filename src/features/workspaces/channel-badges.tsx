import { Badge, Group } from '@mantine/core';
import { CHANNEL_NAMES } from '@/api/schemas';


export const channelLabel = (channel: string) => (CHANNEL_NAMES as Record<string, string>)[channel] ?? channel;

export function ChannelBadges({ channels }: { channels: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap" aria-label="Channels">
      {channels.map((c) => (
        <Badge key={c} size="sm" variant="default" tt="none">
          {channelLabel(c)}
        </Badge>
      ))}
    </Group>
  );
}
