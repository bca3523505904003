import type { Mention } from '@/api/schemas';
import { linksOf, normalizeText } from './normalize';
import type { Post } from './types';

const EXCERPT = 160;

/** The compact form of an API mention that the models read (null members become empty). */
export function toPost(m: Mention): Post {
  const raw = [m.title, m.text].filter(Boolean).join(' ');
  return {
    id: m.id,
    account: m.author?.trim() ?? '',
    time: Date.parse(m.published),
    channel: m.channels[0] ?? 'unknown',
    domain: m.domain ?? '',
    url: m.url ?? '',
    text: normalizeText(m.text ?? m.title ?? ''),
    links: linksOf(raw, m.media, m.url),
    botRating: m.botRating ?? null,
    mentionType: m.mentionType ?? null,
    excerpt: raw.length > EXCERPT ? `${raw.slice(0, EXCERPT - 1)}…` : raw,
  };
}
