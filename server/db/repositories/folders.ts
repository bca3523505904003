import type { Db } from '../open';

export interface FolderRow {
  id: number;
  title: string;
  workspaces: number[];
}

function withWorkspaces(db: Db, rows: { id: number; title: string }[]): FolderRow[] {
  const members = db.prepare('SELECT id FROM workspaces WHERE folder_id = ? ORDER BY id');
  return rows.map((r) => ({ ...r, workspaces: (members.all(r.id) as { id: number }[]).map((w) => w.id) }));
}

export function listFolders(db: Db, teamId: number): FolderRow[] {
  return withWorkspaces(
    db,
    db
      .prepare('SELECT id, title FROM folders WHERE team_id = ? ORDER BY title COLLATE NOCASE, id')
      .all(teamId) as { id: number; title: string }[],
  );
}

export function getFolder(db: Db, teamId: number, id: number): FolderRow | undefined {
  const row = db.prepare('SELECT id, title FROM folders WHERE id = ? AND team_id = ?').get(id, teamId) as
    { id: number; title: string } | undefined;
  return row ? withWorkspaces(db, [row])[0] : undefined;
}

/** Whether the team has another folder of this name, compared case-insensitively (Unicode-aware). */
export function folderTitleTaken(db: Db, teamId: number, title: string, exceptId?: number): boolean {
  const wanted = title.trim().toLocaleLowerCase();
  const rows = db.prepare('SELECT id, title FROM folders WHERE team_id = ?').all(teamId) as {
    id: number;
    title: string;
  }[];
  return rows.some((r) => r.id !== exceptId && r.title.trim().toLocaleLowerCase() === wanted);
}

export function createFolder(db: Db, teamId: number, title: string, nowMs: number): FolderRow {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO folders(team_id, title, created) VALUES (?, ?, ?)')
    .run(teamId, title, nowMs);
  return { id: Number(lastInsertRowid), title, workspaces: [] };
}

/** Renames the team's folder; undefined when the team has no such folder. */
export function renameFolder(db: Db, teamId: number, id: number, title: string): FolderRow | undefined {
  const { changes } = db
    .prepare('UPDATE folders SET title = ? WHERE id = ? AND team_id = ?')
    .run(title, id, teamId);
  return changes ? getFolder(db, teamId, id) : undefined;
}

/** Deletes the folder; its workspaces stay, unfiled (ON DELETE SET NULL, set explicitly too). */
export function deleteFolder(db: Db, teamId: number, id: number): boolean {
  return db.transaction(() => {
    const owned = db.prepare('SELECT 1 FROM folders WHERE id = ? AND team_id = ?').get(id, teamId);
    if (!owned) return false;
    db.prepare('UPDATE workspaces SET folder_id = NULL WHERE folder_id = ? AND team_id = ?').run(id, teamId);
    db.prepare('DELETE FROM folders WHERE id = ?').run(id);
    return true;
  })();
}
