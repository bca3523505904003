import type { GroupBy } from '../../src/api/schemas';
import { InvalidParameterError } from './errors';
import { languageName, mentionTypeName, titleCase } from './labels';
import { channelNames, CHANNEL_KEY_COLUMNS, CHANNEL_KEY_SQL } from './repositories/channels';
import type { Db } from './open';

/**
 * A `group_by` value as SQL: the key expression, any join it needs onto `wm` / `m`, and how to
 * name its keys. `multi` dimensions join a side table (a mention may have several keys, or
 * none), so their total is counted separately.
 */
export interface Dimension {
  key: string;
  join: string;
  params: unknown[];
  needsMention: boolean;
  multi: boolean;
  names: (keys: string[]) => Map<string, string>;
  /** The same key over the in-memory columns (server/db/columns.ts); absent: SQL only. */
  columnar?: ColumnKey;
}

/**
 * A key read from workspace_facts columns: `column`'s value; with `prefix`, what follows the prefix
 * (null when the value lacks it); with `fallback`, that column's value where `column` is null.
 */
export interface ColumnKey {
  column: string;
  prefix?: string;
  fallback?: string;
}

const identity = (keys: string[]) => new Map(keys.map((k) => [k, k]));
const mapped = (fn: (k: string) => string) => (keys: string[]) => new Map(keys.map((k) => [k, fn(k)]));
const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** `mention_type.<group>` keys are the option values of that group (`original_posts`), else null. */
const mentionTypeOf = (group: string) =>
  `CASE WHEN substr(m.mention_type, 1, ${group.length + 1}) = '${group}.' THEN substr(m.mention_type, ${group.length + 2}) END`;

const typeKey = (group: string): ColumnKey => ({ column: 'mention_type', prefix: `${group}.` });

const COLUMNS: Record<string, [string, ColumnKey, (keys: string[]) => Map<string, string>]> = {
  authors: ['m.author', { column: 'author' }, identity],
  domains: ['m.domain', { column: 'domain' }, identity],
  languages: ['m.language', { column: 'language' }, mapped(languageName)],
  bot_ratings: ['m.bot_rating', { column: 'bot_rating' }, mapped(titleCase)],
  mention_type: ['m.mention_type', { column: 'mention_type' }, mapped(mentionTypeName)],
  'mention_type.social_media': [mentionTypeOf('social_media'), typeKey('social_media'), mapped(titleCase)],
  'mention_type.news': [mentionTypeOf('news'), typeKey('news'), mapped(titleCase)],
  'mention_type.podcasts': [mentionTypeOf('podcasts'), typeKey('podcasts'), mapped(titleCase)],
  'publisher_geography.source_country': ['m.pub_country', { column: 'pub_country' }, identity],
  'publisher_geography.source_region': ['m.pub_region', { column: 'pub_region' }, identity],
  'publisher_geography.source_sub_region': ['m.pub_subregion', { column: 'pub_subregion' }, identity],
};

function lookupNames(db: Db, sql: string, lead: unknown[], keys: string[]): Map<string, string> {
  const names = new Map<string, string>();
  if (keys.length === 0) return names;
  const rows = db.prepare(`${sql} (${marks(keys.length)})`).all(...lead, ...keys) as {
    k: string | number;
    name: string;
  }[];
  for (const r of rows) names.set(String(r.k), r.name);
  return new Map(keys.map((k) => [k, names.get(k) ?? k]));
}

const badGroupBy = (message: string) => new InvalidParameterError(`group_by ${message}`, 'group_by');

export function dimensionFor(db: Db, groupBy: GroupBy, workspaceId: number, teamId: number): Dimension {
  const column = COLUMNS[groupBy];
  if (column) {
    const [key, columnar, names] = column;
    return { key, join: '', params: [], needsMention: true, multi: false, names, columnar };
  }
  if (groupBy === 'channels') {
    // A custom channel's mentions are keyed by the channel's id, which is also their filter value.
    return {
      key: CHANNEL_KEY_SQL,
      join: '',
      params: [],
      needsMention: true,
      multi: false,
      names: (keys) => channelNames(db, teamId, keys),
      columnar: CHANNEL_KEY_COLUMNS,
    };
  }
  if (groupBy === 'smart_categories') {
    return {
      key: `gs.model_id || ':' || gs.category_key`,
      join: 'JOIN mention_smart_categories gs ON gs.mention_id = wm.mention_id JOIN smart_category_models gsm ON gsm.id = gs.model_id AND gsm.workspace_id = ?',
      params: [workspaceId],
      needsMention: false,
      multi: true,
      names: (keys) =>
        lookupNames(
          db,
          `SELECT l.model_id || ':' || l.key AS k, sm.name || ': ' || l.name AS name FROM smart_category_labels l
           JOIN smart_category_models sm ON sm.id = l.model_id WHERE sm.workspace_id = ? AND l.model_id || ':' || l.key IN`,
          [workspaceId],
          keys,
        ),
    };
  }
  if (groupBy === 'custom_enrichments') {
    return {
      key: `gc.enrichment_id || ':' || gc.value`,
      join: `JOIN mention_custom_values gc ON gc.mention_id = wm.mention_id
             JOIN custom_enrichments gce ON gce.id = gc.enrichment_id AND gce.team_id = ? AND gce.retired = 0 AND gce.type <> 'integer'`,
      params: [teamId],
      needsMention: false,
      multi: true,
      names: mapped((k) => k.slice(k.indexOf(':') + 1)),
    };
  }

  if (groupBy.startsWith('locations.')) {
    const level = groupBy.slice('locations.'.length);
    return {
      key: `m.loc_${level}`,
      join: '',
      params: [],
      needsMention: true,
      multi: false,
      names: (keys) =>
        lookupNames(db, 'SELECT id AS k, name FROM locations WHERE level = ? AND id IN', [level], keys),
      columnar: { column: `loc_${level}` },
    };
  }
  if (groupBy === 'narratives.id') {
    return {
      key: 'gn.narrative_id',
      join: 'JOIN mention_narratives gn ON gn.mention_id = wm.mention_id JOIN narratives gnn ON gnn.id = gn.narrative_id AND gnn.workspace_id = ?',
      params: [workspaceId],
      needsMention: false,
      multi: true,
      names: (keys) =>
        lookupNames(
          db,
          'SELECT id AS k, title AS name FROM narratives WHERE workspace_id = ? AND id IN',
          [workspaceId],
          keys,
        ),
    };
  }
  const [model, idText] = groupBy.split(':') as [string, string];
  const id = Number(idText);
  if (model === 'smart_category_enrichment_id') {
    const owned = db
      .prepare('SELECT 1 FROM smart_category_models WHERE id = ? AND workspace_id = ?')
      .get(id, workspaceId);
    if (!owned) throw badGroupBy(`names Smart Category model ${id}, which this workspace does not have`);
    return {
      key: `'${id}:' || gs.category_key`,
      join: 'JOIN mention_smart_categories gs ON gs.mention_id = wm.mention_id AND gs.model_id = ?',
      params: [id],
      needsMention: false,
      multi: true,
      names: (keys) =>
        lookupNames(
          db,
          `SELECT '${id}:' || key AS k, name FROM smart_category_labels WHERE model_id = ? AND '${id}:' || key IN`,
          [id],
          keys,
        ),
    };
  }
  const enrichment = db
    .prepare('SELECT type FROM custom_enrichments WHERE id = ? AND team_id = ? AND retired = 0')
    .get(id, teamId) as { type: string } | undefined;
  if (!enrichment) throw badGroupBy(`names custom enrichment ${id}, which your team does not have`);
  if (enrichment.type === 'integer')
    throw badGroupBy(`names integer enrichment ${id}; integer enrichments cannot be aggregated`);
  return {
    key: `'${id}:' || gc.value`,
    join: 'JOIN mention_custom_values gc ON gc.mention_id = wm.mention_id AND gc.enrichment_id = ?',
    params: [id],
    needsMention: false,
    multi: true,
    names: mapped((k) => k.slice(k.indexOf(':') + 1)),
  };
}
