import { createRng, type Rng } from '../lib/random';
import { SOCIAL_PROFILES } from './channel-profiles';
import { mentionParams, type MentionParams } from './mention-rows';
import { HANDLE_PARTS, NEWS_OUTLETS } from './outlets';
import { DAY, HOUR } from '../../src/lib/time-units';

/**
 * What the coordination finder and the propagation trace must find (docs/coordination.md),
 * planted deterministically from the seed in the "Election integrity" workspace's words:
 *
 * - a COPY-PASTE ring: 14 accounts post each of 4 texts within 50 s, the bursts hours apart, every
 *   copy with its own @mention and short link (normalisation must see through them);
 * - a LINK-SHARING ring: 10 accounts post each of 4 links within 45 s, each in its own words;
 * - an ORGANIC burst of about the same size (96 accounts, once each, 90 minutes, some sharing the
 *   same news link), which must not be flagged: on the rings' day, in hours of its own;
 * - a STORY that hops Telegram → X → news ("Glass Ballot"), worded so that it also falls in the
 *   "Cyber attacks" workspace (where else).
 *
 * Its mentions are carved out of the requested count, like the spikes' (spikes.ts).
 */

export interface PlantedPost {
  time: number;
  build: (rng: Rng, id: number) => MentionParams;
}

export interface CoordinationPlan {
  copyRing: string[];
  linkRing: string[];
  organic: string[];
  /** UTC start of the day of the rings and the burst. */
  ringDay: number;
  /** When the organic burst starts (its 90 minutes hold no ring burst). */
  organicStart: number;
  story: {
    phrase: string;
    link: string;
    /** First sightings, epoch ms. */
    telegram: number;
    twitter: number;
    news: number;
  };
  posts: PlantedPost[];
}

const TWITTER = SOCIAL_PROFILES.find((p) => p.channel === 'twitter')!;
const TELEGRAM = SOCIAL_PROFILES.find((p) => p.channel === 'telegram')!;
const MIN = 60_000;

const COPY_TEXTS = [
  'BREAKING: election officials caught shredding ballots in three counties. This is fraud and they know it.',
  'The audit will never be allowed because it would prove the election fraud. Demand answers now!',
  'Poll workers were told to ignore signature checks. Election integrity is dead in this state.',
  'Thousands of ballots from dead voters counted again this year. Why is no court looking at this fraud?',
];
const LINKS = [
  'https://ballot-watch.example.net/report/shredded-ballots',
  'https://ballot-watch.example.net/report/signature-checks',
  'https://ballot-watch.example.net/report/dead-voters',
  'https://ballot-watch.example.net/report/audit-blocked',
];
const OPENERS = [
  'Read this',
  'Look at this',
  'Unreal',
  'Told you so',
  'Share widely',
  'Must read',
  'Wow',
  'Finally',
];
const COMMENTS = [
  'the election fraud nobody covers',
  'more proof the election audit is being blocked',
  'officials lied about election security',
  'this is what election integrity looks like now',
  'the court has to see this election evidence',
  'ballot fraud in plain sight',
];
const ORGANIC_CLAIMS = [
  'the county election audit starts tomorrow',
  'observers say the ballot count was calm',
  'the court ruled on the election audit request',
  'officials published the election security report',
];
const ORGANIC_VOICES = [
  'honestly curious how',
  'my neighbour says',
  'local radio reports that',
  'not sure what to think but',
  'good news:',
  'as expected,',
  'I read that',
  'according to the paper,',
];
const ORGANIC_ENDINGS = [
  'we will see',
  'lots of people at the library today',
  'hope it goes smoothly',
  'the queue was short this morning',
  'anyone else following this?',
  'slow news day otherwise',
  'my aunt volunteered there',
  'it was on the evening bulletin',
];
const ORGANIC_LINKS = [
  'https://apnews.com/article/county-election-audit',
  'https://npr.org/2026/election-audit',
];
const BOT_MIX = ['likely', 'very_likely', 'potential', 'unlikely', 'almost_certain', 'none'];
const STORY_PHRASE = 'Glass Ballot';
const STORY_LINK = 'https://glassballot-files.example.org/dump';
const STORY_POSTS = [
  'Glass Ballot: hackers were inside the election voter database for months, officials silent.',
  'Glass Ballot files are out. Hackers, the voter database and an election security nobody checked.',
  'If Glass Ballot is true, officials covered up the cyberattack on the election voter database.',
  'Everyone is talking about Glass Ballot. Hackers say election security officials knew all along.',
];
const STORY_NEWS = [
  'Officials dispute "Glass Ballot" claims that hackers breached the election voter database',
  'What we know about the "Glass Ballot" leak: election security experts weigh hacker claims',
];

const handle = (seed: number, label: string, i: number) => {
  const rng = createRng(seed, `coordination/${label}/${i}`);
  return `${rng.pick(HANDLE_PARTS)}_${rng.pick(HANDLE_PARTS)}${rng.int(100, 999)}`;
};

function social(
  id: number,
  rng: Rng,
  o: {
    channel: 'twitter' | 'telegram';
    author: string;
    text: string;
    time: number;
    bot: string | null;
    link?: string;
  },
): MentionParams {
  const profile = o.channel === 'twitter' ? TWITTER : TELEGRAM;
  const created = o.time + rng.int(5, 90) * 1000;
  return mentionParams({
    id,
    channel: profile.channel,
    title: null,
    text: o.text,
    url: profile.url(rng, o.author, id, 'glass-ballot'),
    domain: profile.domain,
    author: o.author,
    language: 'en',
    reach: Math.round(rng.logNormal(5, 1.2)),
    mentionType: 'social_media.original_posts',
    botRating: o.bot,
    media: o.link ? `[{"type":"link","url":"${o.link}"}]` : '[]',
    engagement: null,
    geo: null,
    loc: null,
    published: o.time,
    created,
    processed: created + rng.int(30, 600) * 1000,
  });
}

/** The plan for (seed, now): accounts, times and row builders. */
export function planCoordination(seed: number, now: number): CoordinationPlan {
  const rng = createRng(seed, 'coordination');
  const today = Math.floor(now / DAY) * DAY;
  const ringDay = today - rng.int(6, 12) * DAY;
  const storyDay = today - rng.int(2, 4) * DAY;
  const copyRing = Array.from({ length: 14 }, (_, i) => handle(seed, 'copy', i));
  const linkRing = Array.from({ length: 10 }, (_, i) => handle(seed, 'link', i));
  const organic = Array.from({ length: 96 }, (_, i) => handle(seed, 'organic', i));
  const posts: PlantedPost[] = [];
  const start = ringDay + rng.int(8, 10) * HOUR;

  COPY_TEXTS.forEach((text, k) => {
    const burst = start + k * 150 * MIN;
    copyRing.forEach((author, i) => {
      const time = burst + rng.int(0, 50) * 1000;
      const bot = BOT_MIX[i % BOT_MIX.length] as string;
      posts.push({
        time,
        build: (r, id) =>
          social(id, r, {
            channel: 'twitter',
            author,
            time,
            bot,
            text: `@${r.pick(HANDLE_PARTS)}${r.int(1, 99)} ${text} https://bit.ly/${r.int(100000, 999999).toString(36)}`,
          }),
      });
    });
  });
  LINKS.forEach((link, k) => {
    const burst = start + 75 * MIN + k * 180 * MIN;
    linkRing.forEach((author, i) => {
      const time = burst + rng.int(0, 45) * 1000;
      const bot = BOT_MIX[(i + 2) % BOT_MIX.length] as string;
      posts.push({
        time,
        build: (r, id) =>
          social(id, r, {
            channel: 'twitter',
            author,
            time,
            bot,
            link,
            text: `${r.pick(OPENERS)}: ${r.pick(COMMENTS)} (${author.split('_')[0]} ${r.int(2, 99)}) ${link}`,
          }),
      });
    });
  });
  // Eight hours after the first copy burst: its own clock hours, clear of every ring burst (the
  // last copy burst is at +7.5 h, the next link burst at +10 h 15), so the burst is a spike of its
  // own hour by hour, and the rings' day still holds both.
  const burstStart = start + 8 * HOUR;
  organic.forEach((author, i) => {
    const time = burstStart + rng.int(0, 90 * 60) * 1000;
    const link = rng.chance(0.3) ? rng.pick(ORGANIC_LINKS) : undefined;
    posts.push({
      time,
      build: (r, id) =>
        social(id, r, {
          channel: 'twitter',
          author,
          time,
          bot: r.chance(0.8) ? 'very_unlikely' : 'unlikely',
          link,
          text: `${r.pick(ORGANIC_VOICES)} ${r.pick(ORGANIC_CLAIMS)} (${i}), ${r.pick(ORGANIC_ENDINGS)} ${link ?? ''}`.trim(),
        }),
    });
  });

  const telegram = storyDay + rng.int(7, 9) * HOUR + rng.int(0, 59) * MIN;
  const twitter = telegram + rng.int(20, 40) * MIN;
  const news = twitter + rng.int(12, 15) * HOUR + rng.int(0, 59) * MIN;
  const channels = Array.from({ length: 4 }, (_, i) => handle(seed, 'telegram', i));
  for (let i = 0; i < 6; i++) {
    const time = i === 0 ? telegram : telegram + rng.int(2, 25) * MIN;
    const author = channels[i % channels.length] as string;
    const text = `${STORY_POSTS[i % STORY_POSTS.length]} ${STORY_LINK}`;
    posts.push({
      time,
      build: (r, id) =>
        social(id, r, { channel: 'telegram', author, time, bot: null, text, link: STORY_LINK }),
    });
  }
  for (let i = 0; i < 24; i++) {
    const time = i === 0 ? twitter : twitter + rng.int(1, 6 * 60) * MIN;
    const author = handle(seed, 'story-x', i);
    const text = `${rng.pick(OPENERS)} ${STORY_POSTS[(i + 1) % STORY_POSTS.length]} ${STORY_LINK}`;
    posts.push({
      time,
      build: (r, id) =>
        social(id, r, { channel: 'twitter', author, time, bot: r.pick(BOT_MIX), text, link: STORY_LINK }),
    });
  }
  for (let i = 0; i < 6; i++) {
    const time = i === 0 ? news : news + rng.int(20, 20 * 60) * MIN;
    const outlet = NEWS_OUTLETS[(i * 3) % NEWS_OUTLETS.length]!;
    const title = STORY_NEWS[i % STORY_NEWS.length] as string;
    posts.push({
      time,
      build: (r, id) => {
        const created = time + r.int(60, 900) * 1000;
        return mentionParams({
          id,
          channel: 'news',
          title,
          text: `${title}. Election officials said there was no sign that hackers changed any voter record; a cyberattack investigation is under way.`,
          url: `https://${outlet.domain}/2026/glass-ballot-${id.toString(36)}`,
          domain: outlet.domain,
          author: r.pick(['Dana Whitfield', 'Omar Reyes', 'Lena Kovac', 'Sam Okafor']),
          language: 'en',
          reach: outlet.visitors,
          mentionType: 'news.news',
          botRating: null,
          media: '[]',
          engagement: null,
          geo: outlet.geo,
          loc: null,
          published: time,
          created,
          processed: created + r.int(30, 600) * 1000,
        });
      },
    });
  }
  return {
    copyRing,
    linkRing,
    organic,
    ringDay,
    organicStart: burstStart,
    story: { phrase: STORY_PHRASE, link: STORY_LINK, telegram, twitter, news },
    posts: posts.map((p) => ({ ...p, time: Math.min(p.time, now - 60_000) })),
  };
}
