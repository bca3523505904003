import { beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './open';
import { buildSearchCondition, compileSearch, toFtsMatch } from './search';
import { parseFilterExpression, type FilterNode } from '../../src/lib/filter-expression';

const DOCS: [number, string, string][] = [
  [1, 'Oil spill near the coast', 'Crews contain the slick'],
  [2, 'Gas prices rise', 'Über drivers say "prices" hurt'],
  [3, 'Coal plant closes', 'Oil is cheaper; coal is not'],
  [4, 'Climate change summit', 'Delegates debate oil and gas'],
  [5, 'Sports', 'The match ended 2-1 in NEAR darkness'],
];

let db: Db;
beforeAll(() => {
  db = openDb(':memory:');
  const insert = db.prepare(
    `INSERT INTO mentions (id, channel, title, text, url, mention_type, published, created, processed)
     VALUES (?, 'news', ?, ?, ?, 'news.news', 0, 0, 0)`,
  );
  const fts = db.prepare('INSERT INTO mentions_fts (rowid, title, text) VALUES (?, ?, ?)');
  for (const [id, title, text] of DOCS) {
    insert.run(id, title, text, `https://example.com/${id}`);
    fts.run(id, title, text);
  }
});

function ast(src: string): FilterNode {
  const r = parseFilterExpression(src);
  if (!r.ok) throw new Error(r.error.message);
  return r.ast;
}

function search(src: string): number[] {
  const c = compileSearch(src, 'm.id');
  if (!c.ok) throw new Error(c.error.message);
  const rows = db
    .prepare(`SELECT m.id FROM mentions m WHERE ${c.condition.sql} ORDER BY m.id`)
    .all(...c.condition.params);
  return (rows as { id: number }[]).map((r) => r.id);
}

describe('toFtsMatch', () => {
  it('quotes every term, doubling inner quotes, with column filters and prefixes', () => {
    expect(toFtsMatch(ast('title:oil text:"a b"'))).toBe('({title} : "oil" AND {text} : "a b")');
    const quoted: FilterNode = {
      type: 'term',
      value: 'say "hi"',
      phrase: true,
      prefix: true,
      field: null,
      start: 0,
      end: 1,
    };
    expect(toFtsMatch(quoted)).toBe('"say ""hi""" *');
    expect(toFtsMatch(ast('pri* OR "climate change"'))).toBe('("pri" * OR "climate change")');
  });

  it('turns NOT inside an AND into binary FTS5 NOT', () => {
    expect(toFtsMatch(ast('oil NOT coal NOT gas'))).toBe('("oil") NOT ("coal" OR "gas")');
  });

  it('returns null for a NOT without a positive partner', () => {
    expect(toFtsMatch(ast('NOT oil'))).toBeNull();
    expect(toFtsMatch(ast('gas OR NOT oil'))).toBeNull();
  });
});

describe('buildSearchCondition', () => {
  it('keeps user text out of the SQL', () => {
    const c = buildSearchCondition(ast(`x'; DROP TABLE mentions; -- OR NOT "y"`), 'm.id');
    expect(c.sql).not.toMatch(/DROP|x'|"y"/);
    expect(c.params.join(' ')).toContain('DROP');
  });
});

describe('search against FTS5', () => {
  it.each([
    ['oil', [1, 3, 4]],
    ['title:oil', [1]],
    ['text:oil', [3, 4]],
    ['oil AND gas', [4]],
    ['oil gas', [4]],
    ['oil OR coal', [1, 3, 4]],
    ['oil NOT coal', [1, 4]],
    ['NOT oil', [2, 5]],
    ['gas OR NOT oil', [2, 4, 5]],
    ['NOT (oil OR gas)', [5]],
    ['NOT NOT coal', [3]],
    ['"climate change"', [4]],
    ['"change climate"', []],
    ['pri*', [2]],
    ['uber', [2]],
    ['(oil OR gas) AND NOT title:spill', [2, 3, 4]],
  ])('%s', (src, expected) => {
    expect(search(src)).toEqual(expected);
  });

  it.each([
    '"', // unterminated: a parse error, not an FTS5 error
  ])('rejects %s before it reaches SQL', (src) => {
    expect(compileSearch(src, 'm.id').ok).toBe(false);
  });

  it.each([
    ['NEAR', [1, 5]],
    ['^oil', [1, 3, 4]],
    ['-oil', [1, 3, 4]],
    ['2-1', [5]],
    [';', []],
    ['oil ;', []],
    ["drop'; --", []],
    ['*oil*', [1, 3, 4]],
    ['{title}:oil', []],
    ['title:"NEAR(oil gas)"', []],
    ['Ü* 😀', []],
    ['"prices""', []],
    ['oil\u0000', [1, 3, 4]],
  ])('treats hostile input %s as plain text', (src, expected) => {
    const c = compileSearch(src, 'm.id');
    if (!c.ok) {
      expect(c.error.message).toMatch(/at character|empty/);
      return;
    }
    expect(search(src)).toEqual(expected);
  });

  it('gives the same answer for every candidate inside a rowid range', () => {
    for (const src of ['oil', 'NOT oil', 'gas OR NOT oil']) {
      const c = compileSearch(src, 'm.id', { rowidRange: [2, 4] });
      if (!c.ok) throw new Error('parse');
      const rows = db
        .prepare(
          `SELECT m.id FROM mentions m WHERE m.id BETWEEN 2 AND 4 AND ${c.condition.sql} ORDER BY m.id`,
        )
        .all(...c.condition.params);
      expect((rows as { id: number }[]).map((r) => r.id)).toEqual(
        search(src).filter((id) => id >= 2 && id <= 4),
      );
    }
  });

  it('runs the deepest expression the parser accepts (FTS5 has a small parser stack)', () => {
    let src = 'oil';
    for (let i = 0; i < 12; i++) src = `(a${i} OR b${i} c ${src})`;
    expect(search(src)).toEqual([]);
    let nots = 'oil';
    for (let i = 0; i < 12; i++) nots = `NOT ${nots}`;
    expect(search(nots)).toEqual([1, 3, 4]);
  });

  it('probes one mention by rowid in exists mode', () => {
    const c = compileSearch('oil NOT coal', 'm.id', { mode: 'exists' });
    if (!c.ok) throw new Error('parse');
    const stmt = db.prepare(`SELECT count(*) AS n FROM mentions m WHERE m.id = ? AND ${c.condition.sql}`);
    expect((stmt.get(1, ...c.condition.params) as { n: number }).n).toBe(1);
    expect((stmt.get(3, ...c.condition.params) as { n: number }).n).toBe(0);
  });
});
