import type { Db } from '../open';
import { keywords } from '../../lib/words';

export interface CustomChannelRow {
  id: string;
  name: string;
  source: string;
  created: number;
}

export function listCustomChannels(db: Db, teamId: number): CustomChannelRow[] {
  return db
    .prepare('SELECT id, name, source, created FROM custom_channels WHERE team_id = ? ORDER BY created, id')
    .all(teamId) as CustomChannelRow[];
}

export function teamOwnsCustomChannel(db: Db, teamId: number, id: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM custom_channels WHERE id = ? AND team_id = ?').get(id, teamId));
}

export interface NewCustomMention {
  title: string | null;
  text: string | null;
  url: string;
  domain: string;
  author: string | null;
  language: string | null;
  thumbnailUrl: string | null;
  published: number;
}

/** Stores a pushed mention (team-owned, channel 'custom') and its full-text row. */
export function insertCustomMention(
  db: Db,
  teamId: number,
  channelId: string,
  m: NewCustomMention,
  nowMs: number,
): number {
  const media = m.thumbnailUrl ? JSON.stringify([{ type: 'image', url: m.thumbnailUrl }]) : '[]';
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO mentions(team_id, custom_channel_id, channel, title, text, url, domain, author, language, reach,
         mention_type, media, engagement, published, created, processed)
       VALUES (?, ?, 'custom', ?, ?, ?, ?, ?, ?, NULL, 'news.news', ?, '[]', ?, ?, ?)`,
    )
    .run(
      teamId,
      channelId,
      m.title,
      m.text,
      m.url,
      m.domain,
      m.author,
      m.language,
      media,
      m.published,
      nowMs,
      nowMs,
    );
  const id = Number(lastInsertRowid);
  db.prepare('INSERT INTO mentions_fts(rowid, title, text) VALUES (?, ?, ?)').run(
    id,
    m.title ?? '',
    m.text ?? '',
  );
  return id;
}

/**
 * Links a mention to the narratives of the workspaces it belongs to when it clearly matches
 * one: at least two of the narrative title's significant words, and most of them, occur in it.
 */
export function linkMentionToNarratives(db: Db, mentionId: number): number {
  const mention = db.prepare('SELECT title, text FROM mentions WHERE id = ?').get(mentionId) as
    { title: string | null; text: string | null } | undefined;
  if (!mention) return 0;
  const words = keywords(`${mention.title ?? ''} ${mention.text ?? ''}`);
  const narratives = db
    .prepare(
      `SELECT n.id, n.title FROM workspace_mentions wm JOIN narratives n ON n.workspace_id = wm.workspace_id
       WHERE wm.mention_id = ?`,
    )
    .all(mentionId) as { id: number; title: string }[];
  const link = db.prepare(
    'INSERT OR IGNORE INTO mention_narratives(narrative_id, mention_id, confidence) VALUES (?, ?, ?)',
  );
  let linked = 0;
  for (const n of narratives) {
    const titleWords = [...keywords(n.title)];
    const hits = titleWords.filter((w) => words.has(w)).length;
    if (hits >= 2 && hits / titleWords.length >= 0.6) {
      link.run(n.id, mentionId, Math.round((hits / titleWords.length) * 100));
      linked++;
    }
  }
  return linked;
}
