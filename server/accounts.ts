/**
 * Accounts of the reference server, for running it with real users instead of the demo ones:
 *
 *   npm run accounts -- list
 *   npm run accounts -- add <team> <username>      (the password: ACCOUNT_PASSWORD, or stdin)
 *   npm run accounts -- password <username>
 *   npm run accounts -- disable <username> | enable <username>
 *
 * Works on DB_PATH (default data/demo.db), like the server; stop the server first or restart it
 * after (a disabled user's tokens stop working at once either way).
 */
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { hashPassword } from './auth';
import { openDb } from './db/open';
import { ensureTeamUser, listUsers, setPasswordHash, setUsersDisabled } from './db/repositories/users';

const MIN_PASSWORD_LENGTH = 12;

async function newPassword(): Promise<string> {
  const password = (process.env.ACCOUNT_PASSWORD ?? (await text(process.stdin)).split('\n')[0] ?? '').trim();
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`the password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  return password;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const db = openDb(resolve(process.env.DB_PATH ?? 'data/demo.db'));
  try {
    if (command === 'list') {
      for (const u of listUsers(db))
        console.log(`${u.team}\t${u.username}${u.disabled ? '\t(disabled)' : ''}`);
    } else if (command === 'add' && args.length === 2) {
      const [team, username] = args as [string, string];
      if (listUsers(db).some((u) => u.username === username)) throw new Error(`${username} exists already`);
      ensureTeamUser(db, team, username, await hashPassword(await newPassword()));
      console.log(`added ${username} to team ${team}`);
    } else if (command === 'password' && args.length === 1) {
      if (!setPasswordHash(db, args[0]!, await hashPassword(await newPassword())))
        throw new Error(`no user ${args[0]}`);
      console.log(`password of ${args[0]} changed`);
    } else if ((command === 'disable' || command === 'enable') && args.length === 1) {
      const changed = setUsersDisabled(db, args, command === 'disable');
      console.log(changed ? `${args[0]} ${command}d` : `${args[0]}: no such user, or already ${command}d`);
    } else {
      throw new Error(
        'usage: accounts list | add <team> <username> | password <username> | disable <username> | enable <username>',
      );
    }
  } finally {
    db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
