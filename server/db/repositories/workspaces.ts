import { prepared, type Db } from '../open';

export type NarrativeStatus = 'new' | 'processing' | 'ready' | 'failed';

export interface WorkspaceRow {
  id: number;
  title: string;
  owner: string;
  query: string;
  channels: string[];
  narrativeStatus: string;
  created: number;
  modified: number;
  folder: { id: number; title: string } | null;
  summary: string | null;
  summaryAt: number | null;
}

export interface WorkspaceInput {
  title: string;
  query: string;
  channels: string[];
  folderId: number | null;
}

const SELECT = `
  SELECT w.id, w.title, w.owner, w.query, w.channels, w.narrative_status AS narrativeStatus,
         w.created, w.modified, w.summary, w.summary_at AS summaryAt,
         f.id AS folderId, f.title AS folderTitle
  FROM workspaces w LEFT JOIN folders f ON f.id = w.folder_id`;

type Raw = Omit<WorkspaceRow, 'channels' | 'folder'> & {
  channels: string;
  folderId: number | null;
  folderTitle: string | null;
};

function toRow(r: Raw): WorkspaceRow {
  const { folderId, folderTitle, channels, ...rest } = r;
  return {
    ...rest,
    channels: JSON.parse(channels) as string[],
    folder: folderId !== null && folderTitle !== null ? { id: folderId, title: folderTitle } : null,
  };
}

export function listWorkspaces(db: Db, teamId: number): WorkspaceRow[] {
  return (db.prepare(`${SELECT} WHERE w.team_id = ? ORDER BY w.id`).all(teamId) as Raw[]).map(toRow);
}

export function getWorkspace(db: Db, teamId: number, id: number): WorkspaceRow | undefined {
  const raw = db.prepare(`${SELECT} WHERE w.id = ? AND w.team_id = ?`).get(id, teamId) as Raw | undefined;
  return raw ? toRow(raw) : undefined;
}

/** True when the workspace exists and belongs to the team (every per-workspace request asks). */
export function teamOwnsWorkspace(db: Db, teamId: number, id: number): boolean {
  return prepared(db, 'SELECT 1 FROM workspaces WHERE id = ? AND team_id = ?', 'pluck').get(id, teamId) === 1;
}

/** True when the folder exists and belongs to the team (a workspace may only be filed there). */
export function teamOwnsFolder(db: Db, teamId: number, folderId: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM folders WHERE id = ? AND team_id = ?').get(folderId, teamId));
}

export function createWorkspace(
  db: Db,
  teamId: number,
  owner: string,
  input: WorkspaceInput,
  nowMs: number,
): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO workspaces(team_id, owner, title, query, channels, folder_id, narrative_status, created, modified)
       VALUES (?, ?, ?, ?, ?, ?, 'new', ?, ?)`,
    )
    .run(
      teamId,
      owner,
      input.title,
      input.query,
      JSON.stringify(input.channels),
      input.folderId,
      nowMs,
      nowMs,
    );
  return Number(lastInsertRowid);
}

/**
 * Fully replaces the workspace. Returns whether its mentions must be re-matched (query or
 * channels changed), or undefined when the team has no such workspace.
 */
export function replaceWorkspace(
  db: Db,
  teamId: number,
  id: number,
  input: WorkspaceInput,
  nowMs: number,
): { rematch: boolean } | undefined {
  return db.transaction(() => {
    const before = getWorkspace(db, teamId, id);
    if (!before) return undefined;
    const channels = JSON.stringify(input.channels);
    const rematch = before.query !== input.query || JSON.stringify(before.channels) !== channels;
    db.prepare(
      `UPDATE workspaces SET title = ?, query = ?, channels = ?, folder_id = ?, modified = ?,
         narrative_status = CASE WHEN ? THEN 'new' ELSE narrative_status END,
         summary = CASE WHEN ? THEN NULL ELSE summary END,
         summary_at = CASE WHEN ? THEN NULL ELSE summary_at END
       WHERE id = ? AND team_id = ?`,
    ).run(
      input.title,
      input.query,
      channels,
      input.folderId,
      nowMs,
      rematch ? 1 : 0,
      rematch ? 1 : 0,
      rematch ? 1 : 0,
      id,
      teamId,
    );
    return { rematch };
  })();
}

export function deleteWorkspace(db: Db, teamId: number, id: number): boolean {
  return db.prepare('DELETE FROM workspaces WHERE id = ? AND team_id = ?').run(id, teamId).changes > 0;
}

/** Background pipeline bookkeeping (the worker runs with no caller, so no team scope here). */
export function setNarrativeStatus(db: Db, id: number, status: NarrativeStatus): void {
  db.prepare('UPDATE workspaces SET narrative_status = ? WHERE id = ?').run(status, id);
}

export function workspaceExists(db: Db, id: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM workspaces WHERE id = ?').get(id));
}

/** Workspaces whose narrative detection had not finished when the process last stopped. */
export function unfinishedWorkspaces(db: Db): number[] {
  return (
    db
      .prepare("SELECT id FROM workspaces WHERE narrative_status IN ('new', 'processing') ORDER BY id")
      .all() as { id: number }[]
  ).map((r) => r.id);
}
