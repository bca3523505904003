import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth';
import type { Db } from '../db/open';
import { ensureTeamUser } from '../db/repositories/users';
import { rematchWorkspace } from '../db/workspace-matcher';

const WORDS = ['climate', 'energy', 'election', 'vaccine', 'market', 'storm', 'policy', 'solar', 'grid', 'protest'];
const CHANNELS = ['news', 'twitter', 'reddit', 'youtube', 'telegram', 'bluesky'];

/** A small hand-written dataset (two teams, a few dozen mentions) used until the seed exists. */
export function insertMinimalDataset(db: Db, nowMs: number): void {
  db.transaction(() => {
    for (const team of ['demo', 'rival']) {
      const { teamId } = ensureTeamUser(db, team, team, hashPassword(team));
      const folder = db.prepare('INSERT INTO folders(team_id, title, created) VALUES (?, ?, ?)').run(teamId, `${team} folder`, nowMs);
      const ws = db
        .prepare(
          `INSERT INTO workspaces(team_id, owner, title, query, channels, folder_id, narrative_status, created, modified)
           VALUES (?, ?, ?, 'climate OR energy', '["news","twitter","reddit"]', ?, 'ready', ?, ?)`,
        )
        .run(teamId, team, `${team} energy`, folder.lastInsertRowid, nowMs, nowMs);
      const channelId = randomUUID();
      db.prepare('INSERT INTO custom_channels(id, team_id, name, source, created) VALUES (?, ?, ?, ?, ?)').run(channelId, teamId, `${team} feed`, 'rss', nowMs);
      insertMention(db, { teamId, channelId, channel: 'custom', i: team === 'demo' ? 1000 : 2000, nowMs });
      db.prepare('INSERT INTO narratives(workspace_id, title, summary, relevancy, created) VALUES (?, ?, ?, ?, ?)').run(
        ws.lastInsertRowid,
        'Climate energy policy debate',
        'Coverage of climate and energy policy.',
        0.8,
        nowMs,
      );
      db.prepare("INSERT INTO custom_enrichments(id, team_id, name, type, options, created) VALUES (?, ?, ?, 'categorical', '[\"yes\",\"no\"]', ?)").run(
        teamId * 100,
        teamId,
        'Relevant',
        nowMs,
      );
    }
    for (let i = 0; i < 60; i++) insertMention(db, { teamId: null, channelId: null, channel: CHANNELS[i % CHANNELS.length] ?? 'news', i, nowMs });
    for (const { id } of db.prepare('SELECT id FROM workspaces').all() as { id: number }[]) rematchWorkspace(db, id);
  })();
}

function insertMention(db: Db, m: { teamId: number | null; channelId: string | null; channel: string; i: number; nowMs: number }): void {
  const a = WORDS[m.i % WORDS.length] ?? 'news';
  const b = WORDS[(m.i * 3 + 1) % WORDS.length] ?? 'report';
  const title = `The ${a} and ${b} report ${m.i}`;
  const text = `This is the story of ${a} with ${b} in the region, number ${m.i}.`;
  const published = m.nowMs - (m.i % 20) * 3_600_000 * 7;
  const social = m.channel !== 'news' && m.channel !== 'custom';
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO mentions(team_id, custom_channel_id, channel, title, text, url, domain, author, language, reach, mention_type,
         bot_rating, media, engagement, published, created, processed)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'en', 100, ?, ?, '[]', '[]', ?, ?, ?)`,
    )
    .run(
      m.teamId,
      m.channelId,
      m.channel,
      title,
      text,
      `https://example${m.i % 4}.com/story/${m.i}`,
      `example${m.i % 4}.com`,
      `author${m.i % 5}`,
      social ? 'social_media.original_posts' : 'news.news',
      social ? 'unlikely' : null,
      published,
      published,
      published,
    );
  db.prepare('INSERT INTO mentions_fts(rowid, title, text) VALUES (?, ?, ?)').run(lastInsertRowid, title, text);
}
