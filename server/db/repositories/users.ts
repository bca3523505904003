import { prepared, type Db } from '../open';

export interface LoginUser {
  id: number;
  teamId: number;
  username: string;
  passwordHash: string;
  clientIds: string[];
}

/** The user signing in, with the client ids their account accepts; undefined when unknown or disabled. */
export function findLoginUser(db: Db, username: string): LoginUser | undefined {
  const row = db
    .prepare(
      `SELECT id, team_id AS teamId, username, password_hash AS passwordHash, client_ids AS clientIds
       FROM users WHERE username = ? AND disabled = 0`,
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

/** The caller a verified token names, if that user still exists in that team and is not disabled. */
export function findCaller(
  db: Db,
  userId: number,
  teamId: number,
): { id: number; username: string; teamId: number } | undefined {
  return prepared(
    db,
    'SELECT id, username, team_id AS teamId FROM users WHERE id = ? AND team_id = ? AND disabled = 0',
  ).get(userId, teamId) as { id: number; username: string; teamId: number } | undefined;
}

/** Disables (or enables again) accounts by name; returns how many changed. */
export function setUsersDisabled(db: Db, usernames: readonly string[], disabled: boolean): number {
  const update = db.prepare('UPDATE users SET disabled = ? WHERE username = ? AND disabled <> ?');
  return db.transaction(() =>
    usernames.reduce((n, u) => n + update.run(Number(disabled), u, Number(disabled)).changes, 0),
  )();
}

/** Sets a user's password hash (the account CLI). Returns false when there is no such user. */
export function setPasswordHash(db: Db, username: string, passwordHash: string): boolean {
  return (
    db.prepare('UPDATE users SET password_hash = ? WHERE username = ?').run(passwordHash, username).changes >
    0
  );
}

/** Creates a team (if new) and a user in it; used by the test fixtures, the seed and the account CLI. */
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

/** Every account with its team, for the account CLI. */
export function listUsers(db: Db): { username: string; team: string; disabled: boolean }[] {
  return (
    db
      .prepare(
        'SELECT u.username, t.name AS team, u.disabled FROM users u JOIN teams t ON t.id = u.team_id ORDER BY t.name, u.username',
      )
      .all() as { username: string; team: string; disabled: number }[]
  ).map((u) => ({ ...u, disabled: u.disabled === 1 }));
}

/** Whether the database holds any team; one without is new and gets the demo seed. */
export function hasAnyTeam(db: Db): boolean {
  return Boolean(db.prepare('SELECT 1 FROM teams LIMIT 1').get());
}
