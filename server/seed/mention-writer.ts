import type { Db } from '../db/open';
import { createRng, WeightedTable } from '../lib/random';
import { MentionFactory, type MentionParams } from './mention-rows';
import type { LocationPicker } from './locations-picker';
import { allStories, fillStory, slugify, type StoryRef } from './story-text';
import { campaignRow, planSpikes, spikeTimes } from './spikes';
import { planCoordination } from './coordination';
import { hourOfDay, publishedAt, storyDayTables } from './timeline';

const INSERT_MENTION = `INSERT INTO mentions (id, team_id, custom_channel_id, channel, title, text, url, domain, author,
  language, reach, mention_type, bot_rating, media, engagement, pub_country, pub_region, pub_subregion, loc_region,
  loc_subregion, loc_country, loc_state, loc_county, loc_city, published, created, processed)
  VALUES (${new Array(27).fill('?').join(',')})`;
const INSERT_FTS = 'INSERT INTO mentions_fts (rowid, title, text) VALUES (?, ?, ?)';
const BATCH = 50_000;
/** The smallest dataset that holds the coordination plants. */
export const PLANT_FROM = 10_000;

/** A team's custom channel and the storylines its pushed mentions come from. */
export interface CustomFeed {
  teamId: number;
  channelId: string;
  domain: string;
  stories: StoryRef[];
  count: number;
}

/**
 * Generates and inserts the standard-channel mentions (ids 1..count, in publication order, so ids
 * grow with time) and the custom-channel mentions after them, FTS rows in the same pass. Some of
 * the count are the seeded spikes' mentions (spikes.ts) and, in a dataset of 10,000 or more, the
 * coordination plants (coordination.ts). Batches of 50,000 rows per transaction keep the WAL
 * small; the two mention indexes are rebuilt once at the end instead of being updated row by row.
 */
export function writeMentions(
  db: Db,
  opts: { seed: number; now: number; count: number; locations: LocationPicker; feeds: CustomFeed[] },
): number {
  const stories = allStories();
  const rng = createRng(opts.seed, 'mentions');
  const storyTable = new WeightedTable(
    stories.map((_, i) => i),
    stories.map((s) => s.weight),
  );
  const dayTables = storyDayTables(rng.fork('days'), stories, opts.now);
  const published = new Float64Array(opts.count);
  const storyOf = new Uint16Array(opts.count);
  // 0: an ordinary mention; k > 0: a mention of spikes[k - 1].
  const spikeOf = new Uint8Array(opts.count);
  const spikes = planSpikes(opts.seed, opts.now, opts.count, stories);
  const spikeRng = rng.fork('spike-times');
  let filled = 0;
  spikes.forEach((spike, k) => {
    for (const t of spikeTimes(spikeRng, spike, hourOfDay, opts.now)) {
      if (filled >= opts.count) return;
      published[filled] = t;
      storyOf[filled] = spike.story;
      spikeOf[filled++] = k + 1;
    }
  });
  // The coordination finder's planted rings, burst and hopping story (coordination.ts).
  // Fixed in size (about 230 mentions): left out of the small datasets of tests.
  const planted = opts.count >= PLANT_FROM ? planCoordination(opts.seed, opts.now).posts : [];
  // 0: not planted; k > 0: planted[k - 1].
  const plantOf = new Uint16Array(opts.count);
  planted.forEach((p, k) => {
    if (filled >= opts.count) return;
    published[filled] = p.time;
    plantOf[filled++] = k + 1;
  });
  const timeRng = rng.fork('times');
  for (let i = filled; i < opts.count; i++) {
    const s = storyTable.pickIndex(timeRng);
    storyOf[i] = s;
    published[i] = publishedAt(timeRng, (dayTables[s] as WeightedTable<number>).pick(timeRng), opts.now);
  }
  const order = new Uint32Array(opts.count).map((_, i) => i);
  order.sort((a, b) => (published[a] as number) - (published[b] as number) || a - b);

  db.exec('DROP INDEX IF EXISTS mentions_url; DROP INDEX IF EXISTS mentions_published;');
  const insertMention = db.prepare(INSERT_MENTION);
  const insertFts = db.prepare(INSERT_FTS);
  const write = (p: MentionParams) => {
    insertMention.run(p);
    insertFts.run(p[0], p[4], p[5]);
  };
  const factory = new MentionFactory(opts.seed, opts.now, opts.count, opts.locations);
  const rowRng = rng.fork('rows');
  const writeBatch = db.transaction((from: number, to: number) => {
    for (let k = from; k < to; k++) {
      const i = order[k] as number;
      const ref = stories[storyOf[i] as number] as StoryRef;
      const spike = spikes[(spikeOf[i] as number) - 1];
      const plant = planted[(plantOf[i] as number) - 1];
      write(
        plant
          ? plant.build(rowRng, k + 1)
          : spike?.kind === 'bots'
            ? campaignRow(rowRng, k + 1, published[i] as number, spike, ref, opts.locations)
            : factory.build(rowRng, k + 1, published[i] as number, ref),
      );
    }
  });
  for (let from = 0; from < opts.count; from += BATCH) writeBatch(from, Math.min(opts.count, from + BATCH));

  let nextId = opts.count + 1;
  db.transaction(() => {
    for (const feed of opts.feeds) {
      const feedRng = rng.fork(`feed/${feed.channelId}`);
      for (let j = 0; j < feed.count; j++) nextId = writeCustom(write, feedRng, nextId, feed, opts.now);
    }
  })();
  // Recreates the indexes declared in schema.sql (dropped above for the bulk insert).
  db.exec(
    'CREATE INDEX IF NOT EXISTS mentions_url ON mentions(url); CREATE INDEX IF NOT EXISTS mentions_published ON mentions(published);',
  );
  return nextId - 1;
}

function writeCustom(
  write: (p: MentionParams) => void,
  rng: ReturnType<typeof createRng>,
  id: number,
  feed: CustomFeed,
  now: number,
): number {
  const ref = rng.pick(feed.stories);
  const story = fillStory(rng, ref, 2);
  const published = now - rng.int(60, 179 * 24 * 60) * 60_000;
  const created = Math.min(now, published + rng.int(60, 3600) * 1000);
  write([
    id,
    feed.teamId,
    feed.channelId,
    'custom',
    story.title,
    story.sentences.join(' '),
    `https://${feed.domain}/items/${slugify(story.title)}-${id.toString(36)}`,
    feed.domain,
    rng.pick(['Field team', 'Research desk', 'Comms office', 'Regional analyst']),
    'en',
    null,
    'news.news',
    null,
    '[]',
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    published,
    created,
    created,
  ]);
  return id + 1;
}
