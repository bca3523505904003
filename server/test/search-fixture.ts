import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { TEST_READ_BUDGET_MS } from './budgets';
import { issueToken, signingSecret } from '../auth';
import { openDb, type Db } from '../db/open';
import { rematchWorkspace } from '../db/workspace-matcher';
import { DAY, HOUR } from '../../src/lib/time-units';

export { DAY };

/**
 * A small hand-made dataset for the search & analytics routes, where every count can be checked
 * by eye. Team 1 (demo) owns workspace 1 (`oil OR gas`, news + twitter) and workspace 3 (empty
 * query, reddit); team 2 (rival) owns workspace 2. Days are counted back from NOW. Workspaces are
 * 'ready' so that the app's start-up pipeline leaves the hand-made narratives alone.
 */

export const NOW = Date.parse('2026-11-21T12:00:00Z');
export const at = (daysAgo: number, hour = 12) =>
  Date.parse('2026-11-21T00:00:00Z') - daysAgo * DAY + hour * HOUR;

interface M {
  id: number;
  channel: string;
  title: string;
  text?: string;
  domain?: string;
  author?: string;
  language?: string;
  type?: string;
  bot?: string | null;
  pub?: [string, string, string];
  loc?: [number, number, number, number?, number?, number?];
  daysAgo: number;
  team?: number;
  reach?: number;
}

/** The custom channels of teams 1 and 2; their mentions carry the channel's id. */
export const CUSTOM_CHANNELS = {
  1: '0f6d7c1e-2a4b-4c8d-9e0f-111111111111',
  2: '0f6d7c1e-2a4b-4c8d-9e0f-222222222222',
} as const;

export const MENTIONS: M[] = [
  {
    id: 1,
    channel: 'news',
    title: 'Oil spill off the coast',
    domain: 'reuters.com',
    author: 'Ann',
    language: 'en',
    type: 'news.news',
    pub: ['United States', 'Americas', 'Northern America'],
    loc: [19, 21, 840, 48, 48453, 4671654],
    daysAgo: 1,
    reach: 1000,
  },
  {
    id: 2,
    channel: 'news',
    title: 'Gas prices climb',
    domain: 'reuters.com',
    author: 'Bob',
    language: 'en',
    type: 'news.news',
    pub: ['France', 'Europe', 'Western Europe'],
    loc: [150, 155, 250],
    daysAgo: 2,
  },
  {
    id: 3,
    channel: 'twitter',
    title: 'oil oil oil',
    text: 'drill baby',
    domain: 'x.com',
    author: '@cat',
    language: 'en',
    type: 'social_media.original_posts',
    bot: 'likely',
    daysAgo: 2,
  },
  {
    id: 4,
    channel: 'twitter',
    title: 'gas stove debate',
    domain: 'x.com',
    author: '@dog',
    language: 'es',
    type: 'social_media.reposts',
    bot: 'unlikely',
    daysAgo: 5,
  },
  {
    id: 5,
    channel: 'tiktok',
    title: 'Oil painting tutorial',
    domain: 'tiktok.com',
    author: '@eve',
    language: 'fr',
    type: 'social_media.original_posts',
    bot: 'none',
    daysAgo: 10,
  },
  {
    id: 6,
    channel: 'reddit',
    title: 'oil change tips',
    domain: 'reddit.com',
    author: 'u/f',
    language: 'en',
    type: 'social_media.original_posts',
    daysAgo: 3,
  },
  {
    id: 7,
    channel: 'news',
    title: 'Football results',
    domain: 'bbc.co.uk',
    author: 'Ann',
    language: 'en',
    type: 'news.news',
    daysAgo: 1,
  },
  {
    id: 8,
    channel: 'custom',
    title: 'Internal oil memo',
    domain: 'intranet.demo',
    author: 'ops',
    language: 'en',
    type: 'social_media.original_posts',
    daysAgo: 4,
    team: 1,
  },
  {
    id: 9,
    channel: 'custom',
    title: 'Rival oil memo',
    domain: 'intranet.rival',
    author: 'spy',
    language: 'en',
    type: 'social_media.original_posts',
    daysAgo: 4,
    team: 2,
  },
  {
    id: 10,
    channel: 'news',
    title: 'Old gas story',
    domain: 'ft.com',
    author: 'Cy',
    language: 'de',
    type: 'news.news',
    daysAgo: 60,
  },
];

function insertMentions(db: Db): void {
  const stmt =
    db.prepare(`INSERT INTO mentions (id, team_id, custom_channel_id, channel, title, text, url, domain, author, language, reach,
    mention_type, bot_rating, media, engagement, pub_country, pub_region, pub_subregion,
    loc_region, loc_subregion, loc_country, loc_state, loc_county, loc_city, published, created, processed)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const fts = db.prepare('INSERT INTO mentions_fts (rowid, title, text) VALUES (?, ?, ?)');
  for (const m of MENTIONS) {
    const published = at(m.daysAgo);
    const engagement =
      m.id === 3 ? JSON.stringify([{ measured_at: published + 3_600_000, views: 10, retweets: 1 }]) : '[]';
    const loc = m.loc ?? [];
    const customChannel = m.team ? CUSTOM_CHANNELS[m.team as 1 | 2] : null;
    stmt.run(
      m.id,
      m.team ?? null,
      customChannel,
      m.channel,
      m.title,
      m.text ?? '',
      `https://${m.domain}/${m.id}`,
      m.domain,
      m.author,
      m.language,
      m.reach ?? null,
      m.type ?? 'news.news',
      m.bot ?? null,
      JSON.stringify([{ type: 'image', url: 'https://i/1.png' }]),
      engagement,
      m.pub?.[0] ?? null,
      m.pub?.[1] ?? null,
      m.pub?.[2] ?? null,
      loc[0] ?? null,
      loc[1] ?? null,
      loc[2] ?? null,
      loc[3] ?? null,
      loc[4] ?? null,
      loc[5] ?? null,
      published,
      published + 60_000 * (20 - m.id),
      published + 120_000,
    );
    fts.run(m.id, m.title, m.text ?? '');
  }
}

function insertReferenceData(db: Db): void {
  db.exec(`
    INSERT INTO teams (id, name) VALUES (1, 'demo'), (2, 'rival');
    INSERT INTO users (id, team_id, username, password_hash) VALUES (1, 1, 'demo', 'x'), (2, 2, 'rival', 'x'), (3, 1, 'demo2', 'x');
    INSERT INTO workspaces (id, team_id, owner, title, query, channels, created, modified, narrative_status) VALUES
      (1, 1, 'demo', 'Energy', 'oil OR gas', '["news","twitter"]', ${at(90)}, ${at(90)}, 'ready'),
      (2, 2, 'rival', 'Rival energy', 'oil', '["news"]', ${at(90)}, ${at(90)}, 'ready'),
      (3, 1, 'demo', 'Reddit', '', '["reddit"]', ${at(90)}, ${at(90)}, 'ready');
    INSERT INTO custom_channels (id, team_id, name, source, created) VALUES
      ('${CUSTOM_CHANNELS[1]}', 1, 'Field reports', 'test', ${at(90)}),
      ('${CUSTOM_CHANNELS[2]}', 2, 'Rival feed', 'test', ${at(90)});
    INSERT INTO locations (level, id, name, name_key, parent_level, parent_id, level_rank, standard) VALUES
      ('region', 19, 'Americas', 'americas', NULL, NULL, 0, '[]'), ('region', 150, 'Europe', 'europe', NULL, NULL, 0, '[]'),
      ('subregion', 21, 'Northern America', 'northern america', 'region', 19, 1, '[]'),
      ('subregion', 155, 'Western Europe', 'western europe', 'region', 150, 1, '[]'),
      ('country', 840, 'United States', 'united states', 'subregion', 21, 2, '[]'),
      ('country', 250, 'France', 'france', 'subregion', 155, 2, '[]'),
      ('state', 48, 'Texas', 'texas', 'country', 840, 3, '[]'),
      ('county', 48453, 'Travis County', 'travis county', 'state', 48, 4, '[]'),
      ('city', 4671654, 'Austin', 'austin', 'county', 48453, 5, '[]');
  `);
}

/** Enrichments of the mentions (inserted after them: foreign keys). */
function insertEnrichments(db: Db): void {
  db.exec(`
    INSERT INTO narratives (id, workspace_id, title, summary, relevancy, created) VALUES
      (1, 1, 'Oil spills', 'About spills', 0.9, ${at(20)}), (2, 1, 'Fuel prices', 'About prices', 0.5, ${at(10)}),
      (3, 1, 'Quiet story', 'Nothing recent', 0.7, ${at(30)}), (4, 2, 'Rival narrative', 'x', 0.99, ${at(5)});
    INSERT INTO mention_narratives (narrative_id, mention_id, confidence) VALUES
      (1, 1, 90), (1, 3, 60), (2, 2, 80), (2, 4, 40), (2, 3, 95), (3, 10, 70), (4, 1, 50);
    INSERT INTO narrative_favorites (narrative_id, user_id) VALUES (2, 1);
    INSERT INTO narrative_tags (id, narrative_id, name, created) VALUES (1, 1, 'priority', ${at(3)});
    INSERT INTO smart_category_models (id, workspace_id, name) VALUES (244, 1, 'Favorability'), (245, 2, 'Rival model');
    INSERT INTO smart_category_labels (model_id, key, name) VALUES (244, 'c0', 'Positive'), (244, 'c1', 'Negative'), (245, 'c0', 'Hidden');
    INSERT INTO mention_smart_categories (mention_id, model_id, category_key) VALUES (1, 244, 'c0'), (2, 244, 'c1'), (3, 244, 'c0'), (1, 245, 'c0');
    INSERT INTO custom_enrichments (id, team_id, name, type, options, created) VALUES
      (1681, 1, 'Disinformation', 'categorical', '["Substantiated","False"]', 0),
      (1682, 1, 'Topics', 'multivalue_categorical', '["energy","politics"]', 0),
      (1683, 1, 'Score', 'integer', '[]', 0),
      (1690, 2, 'Rival secret', 'categorical', '["x"]', 0);
    INSERT INTO mention_custom_values (mention_id, enrichment_id, value) VALUES
      (1, 1681, 'Substantiated'), (2, 1681, 'False'), (1, 1682, 'energy'), (1, 1682, 'politics'), (1, 1683, '7'), (1, 1690, 'x');
  `);
}

export async function makeSearchApp() {
  const db = openDb(join(mkdtempSync(join(tmpdir(), 'nd-')), 't.db'));
  insertReferenceData(db);
  insertMentions(db);
  insertEnrichments(db);
  for (const ws of [1, 2, 3]) rematchWorkspace(db, ws);
  const app = await buildApp({ db, now: () => NOW, reads: { budgetMs: TEST_READ_BUDGET_MS } });
  const secret = signingSecret(db);
  const users: Record<string, { userId: number; teamId: number }> = {
    demo: { userId: 1, teamId: 1 },
    rival: { userId: 2, teamId: 2 },
    demo2: { userId: 3, teamId: 1 },
  };
  const tokenFor = async (username: 'demo' | 'rival' | 'demo2') =>
    (await issueToken(secret, { ...users[username]!, username }, NOW)).Token;
  return { app, db, tokenFor };
}

/** The window covering every mention of the fixture. */
export const WINDOW = `since=${new Date(at(90)).toISOString()}&to=${new Date(NOW).toISOString()}`;
