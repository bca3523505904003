import { Badge, Group } from '@mantine/core';

const CHANNEL_LABELS: Record<string, string> = {
  news: 'News',
  reddit: 'Reddit',
  telegram: 'Telegram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
};

export const channelLabel = (channel: string) => CHANNEL_LABELS[channel] ?? channel;

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
