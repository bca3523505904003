import { type LocationLevel, type MentionFilters } from '../../src/api/schemas';
import { InvalidParameterError } from './errors';
import { factsEnabled, onFacts } from './facts';
import type { Db } from './open';
import { splitChannelValues } from './repositories/channels';
import { compileSearch } from './search';

/**
 * Turns the spec's mention filters into one SQL WHERE over `workspace_facts wm` when mention
 * columns are read (server/db/facts.ts: the window and every column filter in one range of narrow
 * rows), else over `workspace_mentions wm`; on a connection set to the plain scan, over
 * `workspace_mentions wm` and `mentions m` (joined only when a filter needs it).
 * Values of one parameter OR, parameters AND.
 * Every value is a bound parameter; only fixed column names are spliced.
 */

export interface MentionScope {
  workspaceId: number;
  teamId: number;
  /** Epoch ms, inclusive. */
  since?: number;
  to?: number;
  filters: MentionFilters;
}

export interface MentionWhere {
  /** `FROM workspace_facts wm` or `FROM workspace_mentions wm`, `[JOIN mentions m …]`. */
  from: string;
  where: string;
  params: unknown[];
  joinsMention: boolean;
  /** `wm` is workspace_facts: mention columns are read as `wm.<column>` (facts.ts onFacts). */
  facts: boolean;
}

/**
 * A filter on mention columns: a mention passes when, for one of the parts, its `column` holds
 * one of the part's values (`channels` has two parts: standard channels by name, custom channels
 * by id; every other kind one).
 */
export type ColumnFilter = { column: string; values: (string | number)[] }[];

/** What a clause compiler may read: the scope's ids and the database (for checks). */
export interface ClauseContext {
  db: Db;
  workspaceId: number;
  teamId: number;
  rowidRange: () => [number, number] | undefined;
}

/**
 * How one filter kind becomes SQL: an IN-list on mention columns (`columns`, also evaluated in
 * memory by columns.ts), or a clause of its own (`clause`: narratives, enrichments, the search).
 */
export type FilterCompiler<V> =
  | { columns: (values: V) => ColumnFilter }
  | { clause: (values: V, c: ClauseContext) => { sql: string; params: unknown[] } };

/**
 * One compiler per filter kind of the contract, no more, no fewer: a kind added to
 * `MentionFiltersSchema` without one does not compile (server/db/mention-filters.types.test.ts).
 */
export type FilterCompilers<F extends object = MentionFilters> = {
  [K in keyof F]-?: FilterCompiler<NonNullable<F[K]>>;
};

const column =
  (name: string) =>
  (values: readonly (string | number)[]): ColumnFilter => [{ column: name, values: [...values] }];
const mentionType = (group: string) => (values: readonly string[]) =>
  column('mention_type')(values.map((t) => `${group}.${t}`));

const place = (level: LocationLevel) => ({ columns: column(`loc_${level}`) });

export const FILTER_COMPILERS: FilterCompilers = {
  channels: {
    // Standard channels by name, custom channels by id (their mentions are stored as 'custom').
    columns: (values) => {
      const { standard, custom } = splitChannelValues(values);
      return [
        ...(standard.length ? [{ column: 'channel', values: standard }] : []),
        ...(custom.length ? [{ column: 'custom_channel_id', values: custom }] : []),
      ];
    },
  },
  domains: { columns: column('domain') },
  authors: { columns: column('author') },
  languages: { columns: (values) => column('language')(values.map((l) => l.toLowerCase())) },
  bot_ratings: { columns: column('bot_rating') },
  'mention_type.social_media': { columns: mentionType('social_media') },
  'mention_type.news': { columns: mentionType('news') },
  'mention_type.podcasts': { columns: mentionType('podcasts') },
  'publisher_geography.source_country': { columns: column('pub_country') },
  'publisher_geography.source_region': { columns: column('pub_region') },
  'publisher_geography.source_sub_region': { columns: column('pub_subregion') },
  'locations.region': place('region'),
  'locations.subregion': place('subregion'),
  'locations.country': place('country'),
  'locations.state': place('state'),
  'locations.county': place('county'),
  'locations.city': place('city'),
  'narratives.id': {
    clause: (ids, c) => ({
      sql: `wm.mention_id IN (SELECT mn.mention_id FROM mention_narratives mn JOIN narratives n ON n.id = mn.narrative_id
        WHERE n.workspace_id = ? AND mn.narrative_id IN (${marks(ids.length)}))`,
      params: [c.workspaceId, ...ids],
    }),
  },
  smart_categories: {
    clause: (values, c) => {
      const pairs = values.map(splitPair);
      return {
        sql: `EXISTS (SELECT 1 FROM mention_smart_categories s JOIN smart_category_models sm ON sm.id = s.model_id
        WHERE s.mention_id = wm.mention_id AND sm.workspace_id = ?
        AND (${pairs.map(() => '(s.model_id = ? AND s.category_key = ?)').join(' OR ')}))`,
        params: [c.workspaceId, ...pairs.flat()],
      };
    },
  },
  custom_enrichments: {
    clause: (values, c) => {
      const pairs = values.map(splitPair);
      assertFilterableEnrichments(c.db, c.teamId, [...new Set(pairs.map(([id]) => id))]);
      return {
        sql: `EXISTS (SELECT 1 FROM mention_custom_values v JOIN custom_enrichments e ON e.id = v.enrichment_id
        WHERE v.mention_id = wm.mention_id AND e.team_id = ?
        AND (${pairs.map(() => '(v.enrichment_id = ? AND v.value = ?)').join(' OR ')}))`,
        params: [c.teamId, ...pairs.flat()],
      };
    },
  },
  filter_expression: {
    clause: (expression, c) => {
      const search = compileSearch(expression, 'wm.mention_id', { rowidRange: c.rowidRange() });
      if (!search.ok) {
        throw new InvalidParameterError(`filter_expression: ${search.error.message}`, 'filter_expression');
      }
      return search.condition;
    },
  },
};

type Compiler = FilterCompiler<unknown>;
const compilerOf = (key: keyof MentionFilters) => FILTER_COMPILERS[key] as Compiler;

/** The kinds of a filter set that hold a value (blank expressions and empty lists left out). */
function activeKinds(f: MentionFilters): [keyof MentionFilters, unknown][] {
  return (Object.keys(FILTER_COMPILERS) as (keyof MentionFilters)[]).flatMap((key) => {
    const value = key === 'filter_expression' ? f.filter_expression?.trim() : f[key];
    return (Array.isArray(value) ? value.length : value)
      ? [[key, value] as [keyof MentionFilters, unknown]]
      : [];
  });
}

/** The filters that read mention columns only, as column IN-lists (SQL here, columns.ts in memory). */
export function columnFilters(f: MentionFilters): ColumnFilter[] {
  const out: ColumnFilter[] = [];
  let types: ColumnFilter[number] | undefined;
  for (const [key, value] of activeKinds(f)) {
    const compiler = compilerOf(key);
    if (!('columns' in compiler)) continue;
    const parts = compiler.columns(value);
    // The three mention-type kinds are one question ("posts or articles"): their values OR.
    if (parts.length === 1 && parts[0]!.column === 'mention_type') {
      if (types) types.values.push(...parts[0]!.values);
      else out.push([(types = parts[0]!)]);
    } else out.push(parts);
  }
  return out;
}

/** True when a filter needs more than mention columns and a search: narratives or enrichments. */
export function filtersBeyondColumnsAndSearch(f: MentionFilters): boolean {
  return Boolean(f['narratives.id']?.length || f.smart_categories?.length || f.custom_enrichments?.length);
}

/** True when a filter needs more than mention columns: narratives, enrichments or a search. */
export function filtersBeyondColumns(f: MentionFilters): boolean {
  return filtersBeyondColumnsAndSearch(f) || Boolean(f.filter_expression?.trim());
}

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** `<id>:<rest>` split at the first colon (the value may contain colons). */
export function splitPair(v: string): [number, string] {
  const i = v.indexOf(':');
  return [Number(v.slice(0, i)), v.slice(i + 1)];
}

/**
 * `readsColumns`: the caller reads mention columns itself (a dimension), so workspace_facts pays
 * off even without a column filter; otherwise an id-only window stays on the narrower
 * workspace_mentions index.
 */
export function buildMentionWhere(
  db: Db,
  scope: MentionScope,
  opts: { readsColumns?: boolean } = {},
): MentionWhere {
  const f = scope.filters;
  const clauses = ['wm.workspace_id = ?'];
  const params: unknown[] = [scope.workspaceId];
  let joinsMention = false;
  const columns = columnFilters(f);
  const facts = factsEnabled(db) && (opts.readsColumns === true || columns.length > 0);
  const onMention = (sql: string, values: unknown[]) => {
    const factSql = facts ? onFacts(sql) : undefined;
    if (factSql === undefined) joinsMention = true;
    clauses.push(factSql ?? sql);
    params.push(...values);
  };

  if (scope.since !== undefined) {
    clauses.push('wm.published >= ?');
    params.push(scope.since);
  }
  if (scope.to !== undefined) {
    clauses.push('wm.published <= ?');
    params.push(scope.to);
  }
  for (const parts of columns) {
    const sql = parts.map((p) => `m.${p.column} IN (${marks(p.values.length)})`).join(' OR ');
    onMention(
      parts.length > 1 ? `(${sql})` : sql,
      parts.flatMap((p) => p.values),
    );
  }

  const context: ClauseContext = {
    db,
    workspaceId: scope.workspaceId,
    teamId: scope.teamId,
    rowidRange: () => windowIdRange(db, scope),
  };
  for (const [key, value] of activeKinds(f)) {
    const compiler = compilerOf(key);
    if (!('clause' in compiler)) continue;
    const clause = compiler.clause(value, context);
    clauses.push(clause.sql);
    params.push(...clause.params);
  }

  const base = facts ? 'workspace_facts wm' : 'workspace_mentions wm';
  return {
    from: joinsMention ? `${base} JOIN mentions m ON m.id = wm.mention_id` : base,
    where: clauses.join(' AND '),
    params,
    joinsMention,
    facts,
  };
}

/**
 * The smallest and largest mention id inside the workspace's window (one index range scan), so
 * that full-text matching can skip the rest of the corpus. Undefined without a window.
 */
function windowIdRange(db: Db, scope: MentionScope): [number, number] | undefined {
  if (scope.since === undefined && scope.to === undefined) return undefined;
  const row = db
    .prepare(
      `SELECT min(mention_id) AS lo, max(mention_id) AS hi FROM workspace_mentions
       WHERE workspace_id = ? AND published >= ? AND published <= ?`,
    )
    .get(scope.workspaceId, scope.since ?? Number.MIN_SAFE_INTEGER, scope.to ?? Number.MAX_SAFE_INTEGER) as {
    lo: number | null;
    hi: number | null;
  };
  // An empty window: a range no id falls in.
  return row.lo === null || row.hi === null ? [1, 0] : [row.lo, row.hi];
}

/** Integer enrichments cannot be filtered on (spec); other teams' ids simply match nothing. */
export function assertFilterableEnrichments(db: Db, teamId: number, ids: number[]): void {
  const integer = db
    .prepare(
      `SELECT id FROM custom_enrichments WHERE team_id = ? AND type = 'integer' AND id IN (${marks(ids.length)})`,
    )
    .get(teamId, ...ids) as { id: number } | undefined;
  if (integer) {
    throw new InvalidParameterError(
      `custom_enrichments: enrichment ${integer.id} is an integer enrichment and cannot be used in filters`,
      'custom_enrichments',
    );
  }
}
