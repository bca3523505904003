import { seededCode, type Rng } from '../lib/random';

/** How mentions of one channel look: share of volume, domain, URL shape, media hosts, titles. */
export interface ChannelProfile {
  channel: string;
  weight: number;
  domain: string;
  /** Social posts on these channels rarely have titles (tweets, posts); reddit and YouTube do. */
  hasTitle: boolean;
  url: (rng: Rng, handle: string, seq: number, slug: string) => string;
  imageHost: string | null;
  videoHost: string | null;
  mediaShare: number;
  fixedLanguage?: string;
}

const num = (rng: Rng, digits: number) => seededCode(rng, digits, '0123456789');

export const SOCIAL_PROFILES: readonly ChannelProfile[] = [
  {
    channel: 'twitter',
    weight: 25,
    domain: 'x.com',
    hasTitle: false,
    mediaShare: 0.3,
    imageHost: 'pbs.twimg.com/media',
    videoHost: 'video.twimg.com/ext_tw_video',
    url: (rng, h, seq) => `https://x.com/${h}/status/18${String(seq).padStart(9, '0')}${num(rng, 6)}`,
  },
  {
    channel: 'reddit',
    weight: 8,
    domain: 'reddit.com',
    hasTitle: true,
    mediaShare: 0.15,
    imageHost: 'i.redd.it',
    videoHost: 'v.redd.it',
    url: (rng, _h, seq, slug) =>
      `https://www.reddit.com/r/${rng.pick(['news', 'worldnews', 'politics', 'technology', 'europe', 'economics'])}/comments/${seq.toString(36)}/${slug}/`,
  },
  {
    channel: 'redditComment',
    weight: 6,
    domain: 'reddit.com',
    hasTitle: false,
    mediaShare: 0,
    imageHost: null,
    videoHost: null,
    url: (rng, _h, seq, slug) =>
      `https://www.reddit.com/r/${rng.pick(['news', 'worldnews', 'AskEurope', 'technology'])}/comments/${(seq >> 3).toString(36)}/${slug}/${seq.toString(36)}x/`,
  },
  {
    channel: 'facebook',
    weight: 7,
    domain: 'facebook.com',
    hasTitle: false,
    mediaShare: 0.35,
    imageHost: 'scontent.xx.fbcdn.net/v/t39.30808-6',
    videoHost: 'video.xx.fbcdn.net/v/t42.1790-2',
    url: (rng, h, seq) =>
      `https://www.facebook.com/${h}/posts/pfbid0${seq.toString(36)}${seededCode(rng, 12)}`,
  },
  {
    channel: 'youtube',
    weight: 5,
    domain: 'youtube.com',
    hasTitle: true,
    mediaShare: 1,
    imageHost: 'i.ytimg.com/vi',
    videoHost: 'www.youtube.com/embed',
    url: (rng, _h, seq) =>
      `https://www.youtube.com/watch?v=${seededCode(rng, 5)}${seq.toString(36).padStart(6, '0')}`,
  },
  {
    channel: 'telegram',
    weight: 4,
    domain: 't.me',
    hasTitle: false,
    mediaShare: 0.25,
    imageHost: 'cdn4.telesco.pe/file',
    videoHost: 'cdn4.telesco.pe/file',
    url: (_rng, h, seq) => `https://t.me/${h}/${seq}`,
  },
  {
    channel: 'instagram',
    weight: 4,
    domain: 'instagram.com',
    hasTitle: false,
    mediaShare: 0.95,
    imageHost: 'scontent.cdninstagram.com/v/t51.29350-15',
    videoHost: 'scontent.cdninstagram.com/o1/v/t16',
    url: (rng, _h, seq) => `https://www.instagram.com/p/${seq.toString(36)}${seededCode(rng, 6)}/`,
  },
  {
    channel: 'tiktok',
    weight: 4,
    domain: 'tiktok.com',
    hasTitle: false,
    mediaShare: 1,
    imageHost: 'p16-sign-va.tiktokcdn.com/obj',
    videoHost: 'v16-webapp.tiktok.com/video',
    url: (rng, h, seq) =>
      `https://www.tiktok.com/@${h}/video/74${String(seq).padStart(10, '0')}${num(rng, 7)}`,
  },
  {
    channel: 'bluesky',
    weight: 3,
    domain: 'bsky.app',
    hasTitle: false,
    mediaShare: 0.2,
    imageHost: 'cdn.bsky.app/img/feed_fullsize/plain',
    videoHost: 'video.bsky.app/watch',
    url: (rng, h, seq) =>
      `https://bsky.app/profile/${h}.bsky.social/post/3l${seq.toString(32)}${seededCode(rng, 5, 'abcdefghijklmnopqrstuvwxyz234567')}`,
  },
  {
    channel: 'threads',
    weight: 3,
    domain: 'threads.net',
    hasTitle: false,
    mediaShare: 0.25,
    imageHost: 'scontent.cdninstagram.com/v/t51.2885-15',
    videoHost: 'scontent.cdninstagram.com/o1/v/t2',
    url: (rng, h, seq) => `https://www.threads.net/@${h}/post/C${seq.toString(36)}${seededCode(rng, 6)}`,
  },
  {
    channel: 'vk',
    weight: 1.2,
    domain: 'vk.com',
    hasTitle: false,
    mediaShare: 0.3,
    fixedLanguage: 'ru',
    imageHost: 'sun9-1.userapi.com/impg',
    videoHost: 'vkvideo.ru/video',
    url: (rng, _h, seq) => `https://vk.com/wall-${num(rng, 8)}_${seq}`,
  },
  {
    channel: 'weibo',
    weight: 1.2,
    domain: 'weibo.com',
    hasTitle: false,
    mediaShare: 0.4,
    fixedLanguage: 'zh',
    imageHost: 'wx1.sinaimg.cn/large',
    videoHost: 'f.video.weibocdn.com/o0',
    url: (rng, _h, seq) => `https://weibo.com/${num(rng, 10)}/${seq.toString(36)}${seededCode(rng, 4)}`,
  },
];

/** Channel shares of all standard-channel mentions (news and blogs are handled by outlets). */
export const NEWS_WEIGHT = 22;
export const BLOG_WEIGHT = 4;

export const LANGUAGES: readonly (readonly [string, number])[] = [
  ['en', 62],
  ['es', 9],
  ['pt', 6],
  ['fr', 5],
  ['de', 4],
  ['it', 2],
  ['ja', 3],
  ['hi', 2],
  ['ar', 2],
  ['ru', 1],
  ['tr', 1],
  ['id', 1],
  ['ko', 1],
  ['nl', 1],
];

export const SOCIAL_TYPES: readonly (readonly [string, number])[] = [
  ['social_media.original_posts', 55],
  ['social_media.reposts', 20],
  ['social_media.comments', 15],
  ['social_media.quoting_posts', 10],
];

/** Account-level bot ratings, skewed toward none / very_unlikely. */
export const BOT_RATING_WEIGHTS: readonly (readonly [string, number])[] = [
  ['none', 40],
  ['very_unlikely', 28],
  ['unlikely', 12],
  ['further_investigation', 6],
  ['potential', 6],
  ['likely', 4],
  ['very_likely', 2.5],
  ['almost_certain', 1.5],
];
