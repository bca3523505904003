import type { Narrative } from '../../../src/api/schemas';
import { CHANNEL_KEY_SQL } from './channels';
import { setNarrativeStatus } from './workspaces';
import type { Db } from '../open';

export interface NarrativeListQuery {
  workspaceId: number;
  userId: number;
  since?: number;
  to?: number;
  channels?: string[];
  sort: 'relevancy' | 'mentionCount' | 'created' | 'favorite';
  limit: number;
  offset: number;
}

interface Row {
  id: number;
  title: string;
  summary: string;
  relevancy: number;
  created: number;
  mention_count: number;
  favorite: number;
}

const ORDER: Record<NarrativeListQuery['sort'], string> = {
  relevancy: 'relevancy DESC, id DESC',
  mentionCount: 'mention_count DESC, relevancy DESC, id DESC',
  created: 'created DESC, id DESC',
  favorite: 'favorite DESC, relevancy DESC, id DESC',
};

/**
 * A workspace's narratives with their mention counts. With a window or channels only the
 * matching mentions count, and narratives left with none are omitted; without either every
 * narrative is listed (zero-count ones included).
 */
export function listNarratives(db: Db, q: NarrativeListQuery): Narrative[] {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (q.since !== undefined) {
    conditions.push('wm.published >= ?');
    params.push(q.since);
  }
  if (q.to !== undefined) {
    conditions.push('wm.published <= ?');
    params.push(q.to);
  }
  let join = '';
  if (q.channels?.length) {
    join = 'JOIN mentions m ON m.id = wm.mention_id';
    conditions.push(`${CHANNEL_KEY_SQL} IN (${q.channels.map(() => '?').join(', ')})`);
    params.push(...q.channels);
  }
  const restricted = conditions.length > 0;
  const counts = `
    SELECT mn.narrative_id, count(*) AS n
    FROM narratives n2
    JOIN mention_narratives mn ON mn.narrative_id = n2.id
    JOIN workspace_mentions wm ON wm.workspace_id = n2.workspace_id AND wm.mention_id = mn.mention_id
    ${join}
    WHERE n2.workspace_id = ? ${restricted ? `AND ${conditions.join(' AND ')}` : ''}
    GROUP BY mn.narrative_id`;
  const rows = db
    .prepare(
      `SELECT * FROM (
         SELECT n.id, n.title, n.summary, n.relevancy, n.created, coalesce(c.n, 0) AS mention_count,
                EXISTS (SELECT 1 FROM narrative_favorites f WHERE f.narrative_id = n.id AND f.user_id = ?) AS favorite
         FROM narratives n ${restricted ? 'JOIN' : 'LEFT JOIN'} (${counts}) c ON c.narrative_id = n.id
         WHERE n.workspace_id = ?
       ) ORDER BY ${ORDER[q.sort]} LIMIT ? OFFSET ?`,
    )
    .all(q.userId, q.workspaceId, ...params, q.workspaceId, q.limit, q.offset) as Row[];

  const tags = tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    isFavorite: r.favorite === 1,
    aggregations: { mentionCount: r.mention_count, avgSentiment: 0, relevancyScore: r.relevancy },
    created: new Date(r.created).toISOString(),
    summary: r.summary,
    tags: tags.get(r.id) ?? [],
  }));
}

function tagsOf(db: Db, ids: number[]): Map<number, Narrative['tags']> {
  const map = new Map<number, Narrative['tags']>();
  if (ids.length === 0) return map;
  const rows = db
    .prepare(
      `SELECT id, narrative_id, name, created FROM narrative_tags WHERE narrative_id IN (${ids.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...ids) as { id: number; narrative_id: number; name: string; created: number }[];
  for (const t of rows) {
    const tag = { id: t.id, name: t.name, createdDate: new Date(t.created).toISOString() };
    map.set(t.narrative_id, [...(map.get(t.narrative_id) ?? []), tag]);
  }
  return map;
}

/** A workspace mention's text, as narrative detection reads it. */
export interface MentionText {
  id: number;
  title: string | null;
  text: string | null;
  published: number;
  channel: string;
}

/** Every mention of a workspace with its text, in id order (detection samples by position). */
export function workspaceMentionTexts(db: Db, workspaceId: number): MentionText[] {
  return db
    .prepare(
      `SELECT m.id, m.title, m.text, m.published, m.channel FROM workspace_mentions wm
       JOIN mentions m ON m.id = wm.mention_id WHERE wm.workspace_id = ? ORDER BY m.id`,
    )
    .all(workspaceId) as MentionText[];
}

/** A narrative to store, with its members' ids and confidences (plain data: it crosses threads). */
export interface NewNarrative {
  title: string;
  summary: string;
  relevancy: number;
  created: number;
  /** [mention id, confidence 0–100] */
  links: [number, number][];
}

/**
 * Replaces a workspace's narratives and marks its detection `ready`, in one transaction so a
 * reader never sees the workspace without narratives or ready with the old ones.
 */
export function replaceNarratives(db: Db, workspaceId: number, narratives: readonly NewNarrative[]): void {
  const insertNarrative = db.prepare(
    'INSERT INTO narratives (workspace_id, title, summary, relevancy, created) VALUES (?, ?, ?, ?, ?)',
  );
  const insertLink = db.prepare(
    'INSERT INTO mention_narratives (narrative_id, mention_id, confidence) VALUES (?, ?, ?)',
  );
  db.transaction(() => {
    db.prepare('DELETE FROM narratives WHERE workspace_id = ?').run(workspaceId);
    for (const n of narratives) {
      const id = Number(
        insertNarrative.run(workspaceId, n.title, n.summary, n.relevancy, n.created).lastInsertRowid,
      );
      for (const [mentionId, confidence] of n.links) insertLink.run(id, mentionId, confidence);
    }
    setNarrativeStatus(db, workspaceId, 'ready');
  })();
}
