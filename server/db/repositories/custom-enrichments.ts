import { ConflictError } from '../errors';
import type { Db } from '../open';

export interface EnrichmentRow {
  id: number;
  name: string;
  type: string;
  options: string[];
}

type Raw = { id: number; name: string; type: string; options: string };
const toRow = (r: Raw): EnrichmentRow => ({
  id: r.id,
  name: r.name,
  type: r.type,
  options: JSON.parse(r.options) as string[],
});

export function listEnrichments(db: Db, teamId: number): EnrichmentRow[] {
  return (
    db
      .prepare(
        'SELECT id, name, type, options FROM custom_enrichments WHERE team_id = ? AND retired = 0 ORDER BY id',
      )
      .all(teamId) as Raw[]
  ).map(toRow);
}

/** The team's live (not retired) enrichment, or undefined. */
export function getEnrichment(db: Db, teamId: number, id: number): EnrichmentRow | undefined {
  const raw = db
    .prepare(
      'SELECT id, name, type, options FROM custom_enrichments WHERE id = ? AND team_id = ? AND retired = 0',
    )
    .get(id, teamId) as Raw | undefined;
  return raw ? toRow(raw) : undefined;
}

/** Throws ConflictError when another live enrichment of the team has this name (case-insensitive). */
function assertNameFree(db: Db, teamId: number, name: string, exceptId = 0): void {
  const taken = db
    .prepare(
      'SELECT 1 FROM custom_enrichments WHERE team_id = ? AND retired = 0 AND lower(name) = lower(?) AND id <> ?',
    )
    .get(teamId, name, exceptId);
  if (taken) {
    throw new ConflictError(
      `a custom enrichment named "${name}" already exists (names are compared case-insensitively)`,
      'name',
    );
  }
}

export function createEnrichment(
  db: Db,
  teamId: number,
  name: string,
  type: string,
  options: string[],
  nowMs: number,
): EnrichmentRow {
  return db.transaction(() => {
    assertNameFree(db, teamId, name);
    // Smart-category models and custom enrichments share one id space (filter values `<id>:<key>`).
    const { next } = db
      .prepare(
        `SELECT max(coalesce((SELECT max(id) FROM custom_enrichments), 0), coalesce((SELECT max(id) FROM smart_category_models), 0)) + 1 AS next`,
      )
      .get() as { next: number };
    db.prepare(
      'INSERT INTO custom_enrichments(id, team_id, name, type, options, created) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(next, teamId, name, type, JSON.stringify(options), nowMs);
    return { id: next, name, type, options };
  })();
}

export function updateEnrichment(
  db: Db,
  teamId: number,
  id: number,
  name: string,
  options: string[],
): EnrichmentRow | undefined {
  assertNameFree(db, teamId, name, id);
  const { changes } = db
    .prepare(
      'UPDATE custom_enrichments SET name = ?, options = ? WHERE id = ? AND team_id = ? AND retired = 0',
    )
    .run(name, JSON.stringify(options), id, teamId);
  return changes ? getEnrichment(db, teamId, id) : undefined;
}

/** Appends options (auto-registration of pushed values); the caller checked the 5000 cap. */
export function addOptions(db: Db, teamId: number, id: number, added: string[]): void {
  const current = getEnrichment(db, teamId, id);
  if (!current || added.length === 0) return;
  db.prepare('UPDATE custom_enrichments SET options = ? WHERE id = ? AND team_id = ?').run(
    JSON.stringify([...current.options, ...added]),
    id,
    teamId,
  );
}

/** Retires the enrichment: it disappears from lists and its name becomes free again. */
export function retireEnrichment(db: Db, teamId: number, id: number): boolean {
  return (
    db
      .prepare('UPDATE custom_enrichments SET retired = 1 WHERE id = ? AND team_id = ? AND retired = 0')
      .run(id, teamId).changes > 0
  );
}
