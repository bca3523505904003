import {
  IconBrandBluesky,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandReddit,
  IconBrandTelegram,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandVk,
  IconBrandWeibo,
  IconBrandX,
  IconBrandYoutube,
  IconMessageCircle,
  IconMessages,
  IconNews,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import { channelName } from './mention-labels';

const ICONS: Record<string, Icon> = {
  blogsdiscussions: IconMessages,
  bluesky: IconBrandBluesky,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  news: IconNews,
  reddit: IconBrandReddit,
  redditComment: IconMessageCircle,
  telegram: IconBrandTelegram,
  threads: IconBrandThreads,
  tiktok: IconBrandTiktok,
  twitter: IconBrandX,
  vk: IconBrandVk,
  weibo: IconBrandWeibo,
  youtube: IconBrandYoutube,
};

export function ChannelIcon({ channel, size = 18 }: { channel: string | undefined; size?: number }) {
  const Glyph = (channel && ICONS[channel]) || IconWorld;
  const label = channel ? channelName(channel) : 'Unknown channel';
  return <Glyph size={size} stroke={1.6} aria-label={label} role="img" style={{ flexShrink: 0 }} />;
}
