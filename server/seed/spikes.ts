import { SOCIAL_PROFILES } from './channel-profiles';
import type { LocationPicker } from './locations-picker';
import { mentionParams, type MentionParams } from './mention-rows';
import { HANDLE_PARTS } from './outlets';
import { createRng, WeightedTable, type Rng } from '../lib/random';
import { fillStory, type StoryRef } from './story-text';
import { SEED_DAYS } from './timeline';
import { DAY } from '../../src/lib/time-units';

/**
 * Two explainable spikes per demo topic (so per main workspace), inside the default 30-day window
 * before `now`: a NARRATIVE spike (a burst of one storyline's ordinary mentions over a day and a
 * tail the next) and a BOT spike (a few hours of coordinated posts by a set of accounts rated
 * likely / very likely / almost certain bots, sharing one text and link). Their mentions are
 * carved out of the requested count, so DEMO_MENTIONS stays the number of standard mentions.
 */

interface TopicSpikes {
  narrative: string;
  bots: string;
  /** The campaign's site and hashtag: every bot post shares both. */
  site: string;
  tag: string;
}

/** Storylines chosen so that their texts match the topic's workspace query. */
export const SPIKE_STORIES: Readonly<Record<string, TopicSpikes>> = {
  energy: {
    narrative: 'heat-pumps',
    bots: 'solar-tariffs',
    site: 'solar-truth.example.net',
    tag: '#StopTheTariffScam',
  },
  'climate-protests': {
    narrative: 'art-protest',
    bots: 'protest-law',
    site: 'free-protest-now.example.org',
    tag: '#LockThemUp',
  },
  water: {
    narrative: 'desalination',
    bots: 'rationing',
    site: 'water-cover-up.example.net',
    tag: '#DroughtLies',
  },
  'ai-regulation': {
    narrative: 'deepfakes',
    bots: 'chatbot-safety',
    site: 'ai-danger-files.example.com',
    tag: '#BanTheBots',
  },
  chips: {
    narrative: 'shortage',
    bots: 'export-controls',
    site: 'chip-war-leaks.example.net',
    tag: '#ChipWar',
  },
  cyber: {
    narrative: 'zero-day',
    bots: 'state-hackers',
    site: 'cyber-truth.example.org',
    tag: '#HackedAgain',
  },
  space: {
    narrative: 'lunar',
    bots: 'megaconstellations',
    site: 'dark-sky-alert.example.org',
    tag: '#SaveTheNight',
  },
  vaccines: {
    narrative: 'mrna',
    bots: 'misinformation',
    site: 'vax-facts-hidden.example.com',
    tag: '#DoYourResearch',
  },
  elections: {
    narrative: 'voter-rolls',
    bots: 'machines',
    site: 'count-every-vote.example.net',
    tag: '#RiggedMachines',
  },
  housing: {
    narrative: 'homelessness',
    bots: 'rents',
    site: 'rent-revolt.example.org',
    tag: '#RentStrikeNow',
  },
  crypto: {
    narrative: 'stablecoin-law',
    bots: 'bitcoin-record',
    site: 'moon-signal.example.io',
    tag: '#BTCto1M',
  },
  food: {
    narrative: 'fertilizer',
    bots: 'grocery-inflation',
    site: 'price-gouge-watch.example.net',
    tag: '#Greedflation',
  },
};

/** Extra mentions, in multiples of the topic's average daily volume. */
const NARRATIVE_SIZE = 6;
const BOT_SIZE = 5;
/** Share of the narrative burst on its first day (the rest follows the next day). */
const FIRST_DAY_SHARE = 0.7;
const OPENERS = [
  'Everyone needs to see this:',
  'They don’t want you to know:',
  'Wake up!',
  'Share before it’s deleted:',
];
const BOT_RATINGS = new WeightedTable(['likely', 'very_likely', 'almost_certain'], [4, 3.5, 2.5]);
const TWITTER = SOCIAL_PROFILES.find((p) => p.channel === 'twitter')!;
const FACEBOOK = SOCIAL_PROFILES.find((p) => p.channel === 'facebook')!;

export interface SeededSpike {
  topic: string;
  kind: 'narrative' | 'bots';
  /** Index into allStories() of the storyline the burst is written from. */
  story: number;
  /** UTC start of the spike's (first) day. */
  day: number;
  /** Extra mentions in all (a narrative burst spreads them over `day` and the next day). */
  size: number;
  /** Bot spikes: the campaign accounts. */
  accounts: { handle: string; followers: number; botRating: string }[];
}

/** A deterministic plan of the spikes for (seed, now, count). */
export function planSpikes(
  seed: number,
  now: number,
  count: number,
  stories: readonly StoryRef[],
): SeededSpike[] {
  const rng = createRng(seed, 'spikes');
  const totalWeight = [...new Set(stories.map((s) => s.topic))].reduce((s, t) => s + t.weight, 0);
  const today = Math.floor(now / DAY) * DAY;
  const index = (topic: string, key: string) =>
    stories.findIndex((s) => s.topic.key === topic && s.story.key === key);
  return Object.entries(SPIKE_STORIES).flatMap(([topic, def]) => {
    const ref = stories[index(topic, def.narrative)];
    if (!ref || index(topic, def.bots) < 0) return [];
    const daily = (count * ref.topic.weight) / totalWeight / SEED_DAYS;
    const narrativeAgo = rng.int(4, 24);
    let botsAgo = rng.int(4, 24);
    // Apart by at least three days, so that each spike has ordinary days around it.
    while (Math.abs(botsAgo - narrativeAgo) < 3) botsAgo = rng.int(4, 24);
    const botSize = Math.max(3, Math.round(BOT_SIZE * daily));
    const accountCount = Math.min(60, Math.max(8, Math.round(botSize / 4)));
    const accounts = Array.from({ length: accountCount }, (_, i) => campaignAccount(seed, topic, i));
    return [
      {
        topic,
        kind: 'narrative' as const,
        story: index(topic, def.narrative),
        day: today - narrativeAgo * DAY,
        size: Math.max(4, Math.round(NARRATIVE_SIZE * daily)),
        accounts: [],
      },
      {
        topic,
        kind: 'bots' as const,
        story: index(topic, def.bots),
        day: today - botsAgo * DAY,
        size: botSize,
        accounts,
      },
    ];
  });
}

function campaignAccount(seed: number, topic: string, i: number) {
  const rng = createRng(seed, `campaign/${topic}/${i}`);
  const handle = `${rng.pick(HANDLE_PARTS)}_${rng.pick(HANDLE_PARTS)}${rng.int(1000, 9999)}`;
  return { handle, followers: Math.round(rng.logNormal(4, 1)), botRating: BOT_RATINGS.pick(rng) };
}

/** Publication times of a spike's mentions: the narrative over its days, the bots within 3 hours. */
export function spikeTimes(
  rng: Rng,
  spike: SeededSpike,
  hourOf: (rng: Rng) => number,
  now: number,
): number[] {
  const startHour = rng.int(6, 17);
  return Array.from({ length: spike.size }, (_, i) => {
    const t =
      spike.kind === 'bots'
        ? spike.day + startHour * 3_600_000 + Math.floor(rng.next() * 3 * 3_600_000)
        : spike.day +
          (i < spike.size * FIRST_DAY_SHARE ? 0 : DAY) +
          hourOf(rng) * 3_600_000 +
          Math.floor(rng.next() * 3_600_000);
    return Math.min(t, now - 60_000);
  });
}

/** One post of a bot campaign: a shared opener, the storyline's headline, the link and the tag. */
export function campaignRow(
  rng: Rng,
  id: number,
  published: number,
  spike: SeededSpike,
  ref: StoryRef,
  locations: LocationPicker,
): MentionParams {
  const def = SPIKE_STORIES[spike.topic] as TopicSpikes;
  const account = rng.pick(spike.accounts);
  const profile = rng.chance(0.75) ? TWITTER : FACEBOOK;
  const story = fillStory(rng, ref, 1);
  const link = `https://${def.site}/${ref.story.key}`;
  const text = `${rng.pick(OPENERS)} ${story.title}. ${story.sentences[0]} ${link} ${def.tag}`;
  const loc = rng.chance(0.3) ? locations.pick(rng) : null;
  const created = published + rng.int(5, 120) * 1000;
  return mentionParams({
    id,
    channel: profile.channel,
    title: null,
    text,
    url: profile.url(rng, account.handle, id, ref.story.key),
    domain: profile.domain,
    author: account.handle,
    language: 'en',
    reach: account.followers,
    mentionType: 'social_media.original_posts',
    botRating: account.botRating,
    media: `[{"type":"link","url":"${link}"}]`,
    engagement: null,
    geo: null,
    loc,
    published,
    created,
    processed: created + rng.int(30, 600) * 1000,
  });
}
