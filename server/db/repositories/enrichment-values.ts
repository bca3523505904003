import type { Db } from '../open';

/** One accepted value, resolved at request time to the mentions its url identifies. */
export interface ResolvedValue {
  mentionIds: number[];
  enrichmentId: number;
  values: string[];
}

/** Ids of the mentions with this url that the team can see (standard, or its own custom channels). */
export function visibleMentionIdsByUrl(db: Db, teamId: number, url: string): number[] {
  return (
    db
      .prepare('SELECT id FROM mentions WHERE url = ? AND (team_id IS NULL OR team_id = ?)')
      .all(url, teamId) as { id: number }[]
  ).map((r) => r.id);
}

/** Writes queued values: each replaces the mention's previous value (or set, for multivalue). */
export function writeEnrichmentValues(db: Db, teamId: number, items: ResolvedValue[]): void {
  const live = db.prepare('SELECT 1 FROM custom_enrichments WHERE id = ? AND team_id = ? AND retired = 0');
  const clear = db.prepare('DELETE FROM mention_custom_values WHERE mention_id = ? AND enrichment_id = ?');
  const insert = db.prepare(
    'INSERT OR IGNORE INTO mention_custom_values(mention_id, enrichment_id, value) VALUES (?, ?, ?)',
  );
  for (const item of items) {
    // Retired between acceptance and processing: the value has nowhere to live any more.
    if (!live.get(item.enrichmentId, teamId)) continue;
    for (const mentionId of item.mentionIds) {
      clear.run(mentionId, item.enrichmentId);
      for (const value of item.values) insert.run(mentionId, item.enrichmentId, value);
    }
  }
}

/** Successful PUT /mentions/customEnrichments requests of a team since a time (rate limits). */
export function countEnrichmentWrites(
  db: Db,
  teamId: number,
  sinceMs: number,
): { count: number; oldest: number | null } {
  const row = db
    .prepare(
      'SELECT count(*) AS count, min(at) AS oldest FROM enrichment_write_log WHERE team_id = ? AND at > ?',
    )
    .get(teamId, sinceMs) as {
    count: number;
    oldest: number | null;
  };
  return row;
}

/** The `n`-th most recent successful write at or after a time (when the rolling window frees up). */
export function nthLatestWriteSince(db: Db, teamId: number, sinceMs: number, n: number): number | undefined {
  const row = db
    .prepare(
      'SELECT at FROM enrichment_write_log WHERE team_id = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
    )
    .get(teamId, sinceMs, n - 1) as { at: number } | undefined;
  return row?.at;
}

export function logEnrichmentWrite(db: Db, teamId: number, nowMs: number): void {
  db.prepare('INSERT INTO enrichment_write_log(team_id, at) VALUES (?, ?)').run(teamId, nowMs);
}
