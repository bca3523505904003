import { WeightedTable, seededCode, type Rng } from '../lib/random';
import { AccountPool, reporterName } from './accounts';
import {
  BLOG_WEIGHT,
  LANGUAGES,
  NEWS_WEIGHT,
  SOCIAL_PROFILES,
  SOCIAL_TYPES,
  type ChannelProfile,
} from './channel-profiles';
import { engagementHistory } from './engagement';
import { LOCATION_CUTOFF_MS, type LocationPicker } from './locations-picker';
import type { ResolvableLocation } from './taxonomy';
import { BLOG_DOMAINS, NEWS_OUTLETS, PODCAST_DOMAINS } from './outlets';
import { fillStory, slugify, type StoryRef } from './story-text';

/** Column order of the mentions insert (see mention-writer.ts). */
export type MentionParams = [
  id: number,
  teamId: number | null,
  customChannelId: string | null,
  channel: string,
  title: string | null,
  text: string,
  url: string,
  domain: string,
  author: string,
  language: string,
  reach: number | null,
  mentionType: string,
  botRating: string | null,
  media: string,
  engagement: string | null,
  pubCountry: string | null,
  pubRegion: string | null,
  pubSubregion: string | null,
  locRegion: number | null,
  locSubregion: number | null,
  locCountry: number | null,
  locState: number | null,
  locCounty: number | null,
  locCity: number | null,
  published: number,
  created: number,
  processed: number,
];

/** A seeded mention by name: every generator (organic, campaign) lays it out through `mentionParams`. */
export type SeedMention = {
  id: number;
  channel: string;
  title: string | null;
  text: string;
  url: string;
  domain: string;
  author: string;
  language: string;
  reach: number | null;
  mentionType: string;
  botRating: string | null;
  media: string;
  engagement: string | null;
  /** Publisher geography (news outlets only). */
  geo: { country: string; region: string; subregion: string } | null;
  /** The place the mention is about, when it names one. */
  loc: ResolvableLocation | null;
  published: number;
  created: number;
  processed: number;
};

/** The insert's row for a seeded mention (demo mentions belong to no team and no custom channel). */
export function mentionParams(m: SeedMention): MentionParams {
  const { geo, loc } = m;
  return [
    m.id,
    null,
    null,
    m.channel,
    m.title,
    m.text,
    m.url,
    m.domain,
    m.author,
    m.language,
    m.reach,
    m.mentionType,
    m.botRating,
    m.media,
    m.engagement,
    geo?.country ?? null,
    geo?.region ?? null,
    geo?.subregion ?? null,
    loc?.region ?? null,
    loc?.subregion ?? null,
    loc?.country ?? null,
    loc?.state ?? null,
    loc?.county ?? null,
    loc?.city ?? null,
    m.published,
    m.created,
    m.processed,
  ];
}

type Kind = { kind: 'news' } | { kind: 'blog' } | { kind: 'social'; profile: ChannelProfile };
const KINDS = new WeightedTable<Kind>(
  [
    { kind: 'news' },
    { kind: 'blog' },
    ...SOCIAL_PROFILES.map((profile) => ({ kind: 'social' as const, profile })),
  ],
  [NEWS_WEIGHT, BLOG_WEIGHT, ...SOCIAL_PROFILES.map((p) => p.weight)],
);
const OUTLETS = new WeightedTable(
  NEWS_OUTLETS,
  NEWS_OUTLETS.map((o) => o.weight),
);
const LANGS = new WeightedTable(
  LANGUAGES.map(([l]) => l),
  LANGUAGES.map(([, w]) => w),
);
const SOCIAL_TYPE_TABLE = new WeightedTable(
  SOCIAL_TYPES.map(([t]) => t),
  SOCIAL_TYPES.map(([, w]) => w),
);
const COMMENT_OPENERS = [
  'This is huge.',
  'Not surprised at all.',
  'Worth reading:',
  'Honestly?',
  'Thread:',
  'Big if true.',
];

/**
 * Builds the column values of one standard-channel mention from its storyline and time. The
 * `language` column follows the outlet or account, but titles and texts stay English for every
 * language: the demo needs searchable, clusterable stories, not translations.
 */
export class MentionFactory {
  private readonly pools = new Map<string, AccountPool>();

  constructor(
    private readonly seed: number,
    private readonly now: number,
    private readonly totalMentions: number,
    private readonly locations: LocationPicker,
  ) {}

  private pool(channel: string, share: number): AccountPool {
    let pool = this.pools.get(channel);
    if (!pool) {
      pool = new AccountPool(this.seed, channel, Math.max(60, Math.round((this.totalMentions * share) / 12)));
      this.pools.set(channel, pool);
    }
    return pool;
  }

  build(rng: Rng, id: number, published: number, ref: StoryRef): MentionParams {
    const kind = KINDS.pick(rng);
    const isNews = kind.kind === 'news';
    const story = fillStory(rng, ref, isNews ? rng.int(2, 3) : 1);
    const slug = slugify(story.title);
    const date = new Date(published).toISOString();
    let channel: string, title: string | null, text: string, url: string, domain: string, author: string;
    let language: string,
      reach: number | null,
      mentionType: string,
      botRating: string | null = null;
    let media = '[]',
      engagement: string | null = null,
      geo = null as (typeof NEWS_OUTLETS)[number]['geo'];
    const hashtags = rng.chance(0.5) ? ` ${rng.pick(ref.topic.hashtags)}` : '';
    if (kind.kind === 'news') {
      const outlet = OUTLETS.pick(rng);
      channel = 'news';
      domain = outlet.domain;
      title = story.title;
      text = story.sentences.join(' ');
      url = `https://www.${domain}/${ref.topic.key}/${date.slice(0, 10)}/${slug}-${id.toString(36)}`;
      author = reporterName(this.seed, domain, rng.int(0, 11));
      language = rng.chance(0.9) ? outlet.language : 'en';
      reach = outlet.visitors;
      mentionType = 'news.news';
      geo = outlet.geo;
      if (rng.chance(0.6))
        media = `[{"type":"image","url":"https://images.${domain}/${date.slice(0, 7)}/${seededCode(rng, 16)}.jpg"}]`;
    } else if (kind.kind === 'blog') {
      const podcast = rng.chance(0.2);
      channel = 'blogsdiscussions';
      domain = rng.pick(podcast ? PODCAST_DOMAINS : BLOG_DOMAINS);
      title = podcast ? `Podcast: ${story.title}` : story.title;
      text = story.sentences.join(' ');
      url = `https://${domain}/${podcast ? 'episode' : 'p'}/${slug}-${id.toString(36)}`;
      author = reporterName(this.seed, domain, rng.int(0, 40));
      language = LANGS.pick(rng);
      reach = rng.chance(0.6) ? Math.round(rng.logNormal(8, 1.5)) : null;
      mentionType = podcast ? 'podcasts.podcasts' : 'social_media.original_posts';
      if (podcast)
        media = `[{"type":"audio","url":"https://cdn.${domain}/audio/${seededCode(rng, 14)}.mp3"}]`;
    } else {
      const profile = kind.profile;
      const account = this.pool(profile.channel, profile.weight / 100).draw(rng);
      const podcast = profile.channel === 'youtube' && rng.chance(0.12);
      channel = profile.channel;
      domain = profile.domain;
      author = account.handle;
      language = profile.fixedLanguage ?? LANGS.pick(rng);
      reach = account.followers;
      mentionType = podcast
        ? 'podcasts.podcasts'
        : channel === 'redditComment'
          ? 'social_media.comments'
          : SOCIAL_TYPE_TABLE.pick(rng);
      botRating = podcast ? null : account.botRating;
      title = profile.hasTitle ? story.title : null;
      const body = story.sentences.join(' ');
      text =
        mentionType === 'social_media.reposts'
          ? `RT: ${story.title}${hashtags}`
          : mentionType === 'social_media.comments'
            ? `${rng.pick(COMMENT_OPENERS)} ${body}`
            : profile.hasTitle
              ? body
              : `${story.title}. ${body}${hashtags}`;
      url = profile.url(rng, account.handle, id, slug);
      media = this.socialMedia(rng, profile, date);
      if (channel === 'twitter' && mentionType !== 'social_media.reposts' && rng.chance(0.3)) {
        engagement = engagementHistory(rng, published, account.followers, this.now);
      }
    }
    const hasLocation =
      published >= LOCATION_CUTOFF_MS && rng.chance(isNews ? 0.8 : kind.kind === 'blog' ? 0.2 : 0.3);
    const loc = hasLocation ? this.locations.pick(rng, geo?.country) : null;
    const created = Math.min(this.now, published + rng.int(isNews ? 120 : 5, isNews ? 1800 : 300) * 1000);
    const processed = Math.min(this.now, created + rng.int(30, 900) * 1000);
    return mentionParams({
      id,
      channel,
      title,
      text,
      url,
      domain,
      author,
      language,
      reach,
      mentionType,
      botRating,
      media,
      engagement,
      geo,
      loc,
      published,
      created,
      processed,
    });
  }

  private socialMedia(rng: Rng, profile: ChannelProfile, date: string): string {
    if (!profile.imageHost || !rng.chance(profile.mediaShare)) return '[]';
    const video =
      profile.videoHost &&
      (profile.channel === 'tiktok' || profile.channel === 'youtube' || rng.chance(0.25));
    const code = seededCode(rng, 15);
    if (video) {
      return `[{"type":"video","url":"https://${profile.videoHost}/${code}.mp4"},{"type":"image","url":"https://${profile.imageHost}/${code}/hqdefault.jpg"}]`;
    }
    return `[{"type":"image","url":"https://${profile.imageHost}/${date.slice(0, 4)}/${code}.jpg"}]`;
  }
}
