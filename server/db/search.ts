import {
  parseFilterExpression,
  type FilterExpressionError,
  type FilterNode,
} from '../../src/lib/filter-expression';

/**
 * Compiles the filter-expression AST to FTS5. Safe by construction: every term becomes a
 * double-quoted FTS5 string (inner quotes doubled), so FTS5 operators, `*`, `^`, `NEAR`, `-`
 * and column syntax in user text are plain characters; the MATCH string is always a bound
 * parameter, never part of the SQL text.
 */

/** One term as an FTS5 string: `{title} : "oil ""x""" *`. */
function ftsTerm(node: Extract<FilterNode, { type: 'term' }>): string {
  // FTS5 reads its query as a C string: a NUL would end it mid-string (a syntax error).
  const quoted = `"${node.value.replaceAll(String.fromCharCode(0), ' ').replace(/"/g, '""')}"`;
  const withPrefix = node.prefix ? `${quoted} *` : quoted;
  return node.field ? `{${node.field}} : ${withPrefix}` : withPrefix;
}

/**
 * The FTS5 MATCH string for a node, or null when the node needs the "all mentions" set: FTS5 NOT
 * is binary (`a NOT b`), so a NOT with no positive sibling in its AND cannot be expressed alone.
 */
export function toFtsMatch(node: FilterNode): string | null {
  switch (node.type) {
    case 'term':
      return ftsTerm(node);
    case 'not':
      return null;
    case 'or': {
      const parts = node.children.map(toFtsMatch);
      return parts.every((p): p is string => p !== null) ? `(${parts.join(' OR ')})` : null;
    }
    case 'and': {
      const positives: string[] = [];
      const negatives: string[] = [];
      for (const child of node.children) {
        const part = child.type === 'not' ? toFtsMatch(child.child) : toFtsMatch(child);
        if (part === null) return null;
        (child.type === 'not' ? negatives : positives).push(part);
      }
      if (positives.length === 0) return null;
      const base = `(${positives.join(' AND ')})`;
      return negatives.length ? `${base} NOT (${negatives.join(' OR ')})` : base;
    }
  }
}

export interface SqlCondition {
  /** A SQL boolean expression with `?` placeholders only. */
  sql: string;
  params: (string | number)[];
}

export interface ConditionOptions {
  /**
   * `in` (default) evaluates each MATCH once as a set (`id IN (SELECT rowid …)`), best when many
   * rows are tested; `exists` probes FTS by rowid per row, best for checking one mention.
   */
  mode?: 'in' | 'exists';
  /**
   * Inclusive bounds of the candidate ids, when known (e.g. the ids inside a time window). FTS5
   * skips through its doclists to the range instead of producing every match of the corpus; the
   * result is unchanged for every candidate id, NOT included.
   */
  rowidRange?: [number, number];
}

function matchSql(idExpr: string, match: string, opts: ConditionOptions): SqlCondition {
  if (opts.mode === 'exists') {
    return {
      sql: `EXISTS (SELECT 1 FROM mentions_fts WHERE mentions_fts MATCH ? AND rowid = ${idExpr})`,
      params: [match],
    };
  }
  const range = opts.rowidRange;
  return range
    ? {
        sql: `${idExpr} IN (SELECT rowid FROM mentions_fts WHERE mentions_fts MATCH ? AND rowid >= ? AND rowid <= ?)`,
        params: [match, range[0], range[1]],
      }
    : { sql: `${idExpr} IN (SELECT rowid FROM mentions_fts WHERE mentions_fts MATCH ?)`, params: [match] };
}

/**
 * A SQL condition on a mention id column (`idExpr` is trusted SQL such as `wm.mention_id`,
 * never user text). Uses a single MATCH when the whole tree is expressible in FTS5, and
 * otherwise composes MATCH sub-conditions with SQL NOT / AND / OR.
 */
export function buildSearchCondition(
  node: FilterNode,
  idExpr: string,
  opts: ConditionOptions = {},
): SqlCondition {
  const whole = toFtsMatch(node);
  if (whole !== null) return matchSql(idExpr, whole, opts);
  if (node.type === 'not') {
    const inner = buildSearchCondition(node.child, idExpr, opts);
    return { sql: `NOT (${inner.sql})`, params: inner.params };
  }
  if (node.type === 'term') return matchSql(idExpr, ftsTerm(node), opts);
  const parts = node.children.map((c) => buildSearchCondition(c, idExpr, opts));
  return {
    sql: `(${parts.map((p) => p.sql).join(node.type === 'and' ? ' AND ' : ' OR ')})`,
    params: parts.flatMap((p) => p.params),
  };
}

export type CompiledSearch =
  { ok: true; condition: SqlCondition } | { ok: false; error: FilterExpressionError };

/** Parses and compiles an expression in one step (the routes' and the matcher's entry point). */
export function compileSearch(
  expression: string,
  idExpr: string,
  opts: ConditionOptions = {},
): CompiledSearch {
  const parsed = parseFilterExpression(expression);
  if (!parsed.ok) return parsed;
  return { ok: true, condition: buildSearchCondition(parsed.ast, idExpr, opts) };
}
