import { Badge, Group } from '@mantine/core';
import { channelName } from '@/lib/labels';

export function ChannelBadges({ channels }: { channels: readonly string[] }) {
  return (
    <Group gap={4} wrap="wrap" aria-label="Channels">
      {channels.map((c) => (
        <Badge key={c} size="sm" variant="default" tt="none">
          {channelName(c)}
        </Badge>
      ))}
    </Group>
  );
}
