import { CHANNELS, WORKSPACE_CHANNELS } from '../../src/api/schemas';
import type { Db } from './open';
import { compileSearch, type SqlCondition } from './search';

/**
 * Which mentions belong to a workspace. Channel rule (team brief): the workspace's configurable
 * channels (news, reddit, telegram, twitter, youtube), redditComment when reddit is chosen, every
 * other standard channel always, and the team's own custom-channel mentions. The query (same
 * language as filter_expression) then narrows by full text; an empty query keeps them all.
 */

interface WorkspaceRow {
  id: number;
  team_id: number;
  query: string;
  channels: string;
}

const CONFIGURABLE = new Set<string>(WORKSPACE_CHANNELS);
const ALWAYS = CHANNELS.filter((c) => !CONFIGURABLE.has(c) && c !== 'redditComment');

/** The standard channels a workspace with these configured channels covers. */
export function coveredChannels(configured: readonly string[]): string[] {
  const chosen = configured.filter((c) => CONFIGURABLE.has(c));
  return [...ALWAYS, ...chosen, ...(chosen.includes('reddit') ? ['redditComment'] : [])];
}

function parseChannels(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The SQL condition on `m` (a mentions row) for a workspace, or null when its query does not
 * parse (such a workspace matches nothing; the workspace routes reject bad queries up front).
 */
function workspaceCondition(ws: WorkspaceRow, mode: 'in' | 'exists'): SqlCondition | null {
  const channels = coveredChannels(parseChannels(ws.channels));
  const channelSql = `((m.team_id IS NULL AND m.channel IN (${channels.map(() => '?').join(', ')})) OR m.team_id = ?)`;
  const channelParams: (string | number)[] = [...channels, ws.team_id];
  if (ws.query.trim() === '') return { sql: channelSql, params: channelParams };
  const search = compileSearch(ws.query, 'm.id', { mode });
  if (!search.ok) return null;
  return {
    sql: `${channelSql} AND ${search.condition.sql}`,
    params: [...channelParams, ...search.condition.params],
  };
}

function loadWorkspace(db: Db, workspaceId: number): WorkspaceRow | undefined {
  return db.prepare('SELECT id, team_id, query, channels FROM workspaces WHERE id = ?').get(workspaceId) as
    WorkspaceRow | undefined;
}

/**
 * The mentions a workspace's query and channels select, as [mention id, published] pairs. Reads
 * only: the pipeline runs it in a read worker and stores the result with `replaceWorkspaceMentions`.
 */
export function matchWorkspace(db: Db, workspaceId: number): [number, number][] {
  const ws = loadWorkspace(db, workspaceId);
  const condition = ws && workspaceCondition(ws, 'in');
  if (!condition) return [];
  return db
    .prepare(`SELECT m.id, m.published FROM mentions m WHERE ${condition.sql}`)
    .raw()
    .all(...condition.params) as [number, number][];
}

/** Replaces a workspace's mention set, in one transaction (nothing when the workspace is gone). */
export function replaceWorkspaceMentions(
  db: Db,
  workspaceId: number,
  matches: readonly [number, number][],
): number {
  return db.transaction(() => {
    db.prepare('DELETE FROM workspace_mentions WHERE workspace_id = ?').run(workspaceId);
    if (!loadWorkspace(db, workspaceId)) return 0;
    const insert = db.prepare(
      'INSERT INTO workspace_mentions (workspace_id, mention_id, published) VALUES (?, ?, ?)',
    );
    for (const [id, published] of matches) insert.run(workspaceId, id, published);
    return matches.length;
  })();
}

/** Re-matches on one connection in one go (the demo seed and tests). Returns the count. */
export function rematchWorkspace(db: Db, workspaceId: number): number {
  return replaceWorkspaceMentions(db, workspaceId, matchWorkspace(db, workspaceId));
}

/**
 * Adds one (new, already FTS-indexed) mention to every workspace it matches: custom-channel
 * mentions only to their own team's workspaces. Returns the ids of the matching workspaces.
 */
export function matchMentionToWorkspaces(db: Db, mentionId: number): number[] {
  const mention = db.prepare('SELECT team_id, published FROM mentions WHERE id = ?').get(mentionId) as
    { team_id: number | null; published: number } | undefined;
  if (!mention) return [];
  const workspaces = (
    mention.team_id === null
      ? db.prepare('SELECT id, team_id, query, channels FROM workspaces').all()
      : db
          .prepare('SELECT id, team_id, query, channels FROM workspaces WHERE team_id = ?')
          .all(mention.team_id)
  ) as WorkspaceRow[];
  const insert = db.prepare(
    'INSERT OR IGNORE INTO workspace_mentions (workspace_id, mention_id, published) VALUES (?, ?, ?)',
  );
  const matched: number[] = [];
  db.transaction(() => {
    for (const ws of workspaces) {
      const condition = workspaceCondition(ws, 'exists');
      if (!condition) continue;
      const hit = db
        .prepare(`SELECT 1 FROM mentions m WHERE m.id = ? AND ${condition.sql}`)
        .get(mentionId, ...condition.params);
      if (hit) {
        insert.run(ws.id, mentionId, mention.published);
        matched.push(ws.id);
      }
    }
  })();
  return matched;
}
