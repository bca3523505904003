import { channelName } from './repositories/channels';
import { languageName } from '../../src/lib/language-name';

/** Friendly names of stored filter values (distribution groups and available-filters options). */

/** `almost_certain` → `Almost Certain`. */
export function titleCase(snake: string): string {
  return snake
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export const MENTION_TYPE_GROUP_NAMES = {
  social_media: 'Social Media Posts',
  news: 'News Articles',
  podcasts: 'Podcasts',
} as const;

/** `social_media.quoting_posts` → `Quoting Posts`; `news.news` → `News`. */
export function mentionTypeName(value: string): string {
  return titleCase(value.slice(value.indexOf('.') + 1));
}

export { channelName, languageName };
