import type { Db } from '../open';

export interface LoginUser {
  id: number;
  teamId: number;
  username: string;
  passwordHash: string;
  clientIds: string[];
}

/** The user signing in, with the client ids their account accepts; undefined when unknown. */
export function findLoginUser(db: Db, username: string): LoginUser | undefined {
  const row = db
    .prepare(
      'SELECT id, team_id AS teamId, username, password_hash AS passwordHash, client_ids AS clientIds FROM users WHERE username = ?',
    )
    .get(username) as (Omit<LoginUser, 'clientIds'> & { clientIds: string }) | undefined;
  if (!row) return undefined;
  let clientIds: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.clientIds);
    if (Array.isArray(parsed)) clientIds = parsed.filter((c): c is string => typeof c === 'string');
  } catch {
    clientIds = [];
  }
  return { ...row, clientIds };
}

/** Creates a team (if new) and a user in it; used by the test fixtures and the seed. */
export function ensureTeamUser(
  db: Db,
  team: string,
  username: string,
  passwordHash: string,
): { teamId: number; userId: number } {
  db.prepare('INSERT OR IGNORE INTO teams(name) VALUES (?)').run(team);
  const { id: teamId } = db.prepare('SELECT id FROM teams WHERE name = ?').get(team) as { id: number };
  db.prepare('INSERT OR IGNORE INTO users(team_id, username, password_hash) VALUES (?, ?, ?)').run(
    teamId,
    username,
    passwordHash,
  );
  const { id: userId } = db.prepare('SELECT id FROM users WHERE username = ?').get(username) as {
    id: number;
  };
  return { teamId, userId };
}
