import { prepared, type Db } from '../open';
import { LOCATION_LEVELS, type LocationLevel } from '../../../src/api/schemas';

/** One row of the `locations` table as the taxonomy loader builds it. */
export interface LocationRow {
  level: LocationLevel;
  id: number;
  name: string;
  parentLevel: LocationLevel | null;
  parentId: number | null;
  /** Cities: GeoNames population. Coarser levels: the summed population of their cities (a sort key). */
  population: number;
  standard: { type: string; code: string }[];
  path: string;
}

export interface StoredLocation {
  level: LocationLevel;
  id: number;
  name: string;
  parent_level: LocationLevel | null;
  parent_id: number | null;
  population: number;
  standard: string;
  path: string;
}

export const levelRank = (level: LocationLevel): number => LOCATION_LEVELS.indexOf(level);

// Letters that NFKD does not decompose into base letter + mark.
const FOLDS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
};

/** Lower-cased, diacritics removed: "São Paulo" and "sao paulo" share one key. */
export function toNameKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøđħıæœßþ]/g, (c) => FOLDS[c] ?? c);
}

/** Replaces the whole taxonomy in one transaction. */
export function replaceLocations(db: Db, rows: readonly LocationRow[]): void {
  const insert = db.prepare(
    `INSERT INTO locations (level, id, name, name_key, parent_level, parent_id, population, level_rank, standard, path)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    db.prepare('DELETE FROM locations').run();
    for (const r of rows) {
      insert.run(
        r.level,
        r.id,
        r.name,
        toNameKey(r.name),
        r.parentLevel,
        r.parentId,
        r.population,
        levelRank(r.level),
        JSON.stringify(r.standard),
        r.path,
      );
    }
    // `level=city` pages walk this index in result order instead of sorting ~30k rows.
    db.exec('CREATE INDEX IF NOT EXISTS locations_level_order ON locations(level, population DESC, id)');
  })();
}

export function countLocations(db: Db, level: LocationLevel): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM locations WHERE level = ?').get(level) as { n: number }).n;
}

/** Every location's parent link and population: enough to walk ancestors in memory. */
export function listLocationLinks(db: Db): {
  level: LocationLevel;
  id: number;
  parent_level: LocationLevel | null;
  parent_id: number | null;
  population: number;
}[] {
  return db
    .prepare('SELECT level, id, parent_level, parent_id, population FROM locations ORDER BY level_rank, id')
    .all() as ReturnType<typeof listLocationLinks>;
}

export function getLocation(db: Db, level: LocationLevel, id: number): StoredLocation | undefined {
  return db
    .prepare(
      'SELECT level, id, name, parent_level, parent_id, population, standard, path FROM locations WHERE level = ? AND id = ?',
    )
    .get(level, id) as StoredLocation | undefined;
}

export interface LocationFilter {
  level?: LocationLevel;
  /** Raw search text; matched as a prefix of the name key. */
  query?: string;
  parent?: { level: LocationLevel; id: number };
  limit: number;
  offset: number;
}

// U+10FFFF sorts after every character, so [key, key + MAX) is exactly the keys starting with key.
const PREFIX_END = String.fromCodePoint(0x10ffff);

/**
 * One page of locations and the total of the whole query. Coarsest level first, then by
 * population (cities by their own, coarser levels by their cities'), then id: a total order, so
 * pages never overlap or skip.
 */
export function findLocations(db: Db, f: LocationFilter): { total: number; rows: StoredLocation[] } {
  const where: string[] = [];
  const params: (string | number)[] = [];
  // With a query, the name_key range is the narrow one (a 2+ letter prefix matches at most a few
  // thousand names); unary + keeps SQLite from walking a level or parent index instead.
  const col = (name: string) => (f.query !== undefined ? `+${name}` : name);
  if (f.level) {
    where.push(`${col('level')} = ?`);
    params.push(f.level);
  }
  if (f.parent) {
    where.push(`${col('parent_level')} = ? AND ${col('parent_id')} = ?`);
    params.push(f.parent.level, f.parent.id);
  }
  if (f.query !== undefined) {
    const key = toNameKey(f.query);
    where.push('name_key >= ? AND name_key < ?');
    params.push(key, key + PREFIX_END);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // With one level the rank is constant: leaving it out lets SQLite walk locations_level_order.
  const order = f.level ? 'population DESC, id' : 'level_rank, population DESC, id';
  // A handful of shapes (level, parent, query given or not): each prepared once per connection.
  const total = (
    prepared(db, `SELECT COUNT(*) AS n FROM locations ${clause}`).get(...params) as { n: number }
  ).n;
  // Keys first from a covering index, whole rows only for the page: skipped offsets and the rows a
  // search sorts then drops never touch the table.
  const rows = prepared(
    db,
    `SELECT l.level, l.id, l.name, l.parent_level, l.parent_id, l.population, l.standard, l.path
     FROM (SELECT level, id FROM locations ${clause} ORDER BY ${order} LIMIT ? OFFSET ?) AS k
     JOIN locations AS l ON l.level = k.level AND l.id = k.id
     ORDER BY l.level_rank, l.population DESC, l.id`,
  ).all(...params, f.limit, f.offset) as StoredLocation[];
  return { total, rows };
}
