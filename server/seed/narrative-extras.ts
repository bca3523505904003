import type { Db } from '../db/open';
import { createRng } from '../lib/random';

const TAGS = ['Monitor', 'Escalating', 'Client relevant', 'Brief leadership', 'Coordinated activity'];

/** Tags on some of the team's narratives and favourites for its user: the most relevant ones. */
export function seedNarrativeExtras(
  db: Db,
  opts: { teamId: number; userId: number; seed: number; now: number },
): void {
  const rng = createRng(opts.seed, `narrative-extras/${opts.teamId}`);
  const narratives = db
    .prepare(
      `SELECT n.id, n.workspace_id FROM narratives n JOIN workspaces w ON w.id = n.workspace_id
       WHERE w.team_id = ? ORDER BY n.workspace_id, n.relevancy DESC, n.id`,
    )
    .all(opts.teamId) as { id: number; workspace_id: number }[];
  const insertTag = db.prepare('INSERT INTO narrative_tags (narrative_id, name, created) VALUES (?, ?, ?)');
  const insertFavorite = db.prepare(
    'INSERT OR IGNORE INTO narrative_favorites (narrative_id, user_id) VALUES (?, ?)',
  );
  let rank = 0;
  let workspace = -1;
  db.transaction(() => {
    for (const n of narratives) {
      rank = n.workspace_id === workspace ? rank + 1 : 0;
      workspace = n.workspace_id;
      if (rank < 2) insertFavorite.run(n.id, opts.userId);
      if (rank < 4 && rng.chance(0.6)) {
        const first = rng.int(0, TAGS.length - 1);
        const count = rng.int(1, 2);
        for (let t = 0; t < count; t++)
          insertTag.run(n.id, TAGS[(first + t) % TAGS.length], opts.now - rng.int(1, 30) * 86_400_000);
      }
    }
  })();
}
