import { BOT_RATINGS, CHANNELS, type AvailableFilters, type FilterOption } from '../../../src/api/schemas';
import { channelName, languageName, MENTION_TYPE_GROUP_NAMES, mentionTypeName, titleCase } from '../labels';
import { factsEnabled } from '../facts';
import type { Db } from '../open';

/**
 * The available-filters object (real-api.md §1) with options drawn from the workspace's data.
 * The value counts come from workspace_facets (migration 003, kept exact by triggers on write);
 * on a plain-scan connection (server/db/facts.ts) from a scan over the workspace's mentions,
 * cached per workspace and invalidated when its mention set changes (count or newest id).
 */

/** The mention columns the available-filters object counts values of (the bench's DuckDB case reads them too). */
export const FACET_COLUMNS = [
  'channel',
  'language',
  'bot_rating',
  'mention_type',
  'pub_country',
  'pub_region',
  'pub_subregion',
  'domain',
  'author',
] as const;
type Column = (typeof FACET_COLUMNS)[number];
type Facets = Record<Column, Map<string, number>>;

export const TOP_VALUES = 100;
const facetCaches = new WeakMap<Db, Map<number, { stamp: string; facets: Facets }>>();

/**
 * Value counts of every filterable column, in one streamed pass over the workspace's mentions
 * (folding in JS is several times faster here than SQLite GROUP BYs, which sort every row).
 */
function scanFacets(db: Db, workspaceId: number): Facets {
  if (factsEnabled(db)) return storedFacets(db, workspaceId);
  const stamp = JSON.stringify(
    db
      .prepare('SELECT count(*) AS n, max(mention_id) AS top FROM workspace_mentions WHERE workspace_id = ?')
      .get(workspaceId),
  );
  let facetCache = facetCaches.get(db);
  if (!facetCache) facetCaches.set(db, (facetCache = new Map()));
  const cached = facetCache.get(workspaceId);
  if (cached?.stamp === stamp) return cached.facets;
  const facets = Object.fromEntries(FACET_COLUMNS.map((c) => [c, new Map<string, number>()])) as Facets;
  const maps = FACET_COLUMNS.map((c) => facets[c]);
  const rows = db
    .prepare(
      `SELECT ${FACET_COLUMNS.map((c) => `m.${c}`).join(', ')}
       FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id WHERE wm.workspace_id = ?`,
    )
    .raw()
    .iterate(workspaceId) as IterableIterator<(string | null)[]>;
  for (const row of rows) {
    for (let i = 0; i < maps.length; i++) {
      const v = row[i];
      if (v) maps[i]!.set(v, (maps[i]!.get(v) ?? 0) + 1);
    }
  }
  facetCache.set(workspaceId, { stamp, facets });
  return facets;
}

/** Facets listed in full (a few dozen values each); the others list their TOP_VALUES most frequent. */
const LISTED_IN_FULL: readonly Column[] = FACET_COLUMNS.filter((c) => c !== 'domain' && c !== 'author');

/**
 * The value counts kept in workspace_facets, without loading every value: the small facets in
 * full, and of domains and authors (tens of thousands of values) only those that can rank among
 * the TOP_VALUES most frequent, found in SQL: every value counting at least the TOP_VALUES-th
 * largest count. `top()` then orders them (ties by localeCompare, which SQLite cannot do) and keeps
 * the first TOP_VALUES, so the answer is the one a full load gives (facts.test.ts, and
 * available-filters.test.ts on a larger seed, compare it with the plain scan).
 */
function storedFacets(db: Db, workspaceId: number): Facets {
  const facets = Object.fromEntries(FACET_COLUMNS.map((c) => [c, new Map<string, number>()])) as Facets;
  const listed = db
    .prepare(
      `SELECT col, value, n FROM workspace_facets WHERE workspace_id = ? AND col IN (${LISTED_IN_FULL.map(() => '?').join(', ')})`,
    )
    .raw()
    .all(workspaceId, ...LISTED_IN_FULL) as [Column, string, number][];
  for (const [col, value, n] of listed) facets[col].set(value, n);
  const ranked = db
    .prepare(
      `SELECT value, n FROM workspace_facets WHERE workspace_id = ? AND col = ? AND n >= coalesce(
         (SELECT n FROM workspace_facets WHERE workspace_id = ? AND col = ? ORDER BY n DESC LIMIT 1 OFFSET ?), 0)`,
    )
    .raw();
  for (const col of ['domain', 'author'] as const)
    for (const [value, n] of ranked.all(workspaceId, col, workspaceId, col, TOP_VALUES - 1) as [
      string,
      number,
    ][])
      facets[col].set(value, n);
  return facets;
}

/** The most frequent values, most frequent first. */
function top(map: Map<string, number>): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_VALUES)
    .map(([k]) => k);
}

const byName = (a: FilterOption, b: FilterOption) => a.name.localeCompare(b.name);
const simple = (name: string, key: string, options: FilterOption[]) => ({ name, key, options });
const namesOf = (keys: Iterable<string>) => [...keys].map((k) => ({ name: k, value: k })).sort(byName);

function enrichmentModels(db: Db, teamId: number) {
  const enrichments = db
    .prepare(
      `SELECT id, name, options FROM custom_enrichments WHERE team_id = ? AND retired = 0 AND type <> 'integer' ORDER BY id`,
    )
    .all(teamId) as { id: number; name: string; options: string }[];
  const recorded = db
    .prepare('SELECT DISTINCT value FROM mention_custom_values WHERE enrichment_id = ? ORDER BY value')
    .pluck();
  return enrichments.map((e) => {
    const values = new Set<string>(JSON.parse(e.options) as string[]);
    for (const v of recorded.all(e.id) as string[]) values.add(v);
    return {
      name: e.name,
      enrichment_id: e.id,
      options: [...values].map((v) => ({ name: v, value: `${e.id}:${v}` })),
    };
  });
}

function smartCategoryModels(db: Db, workspaceId: number) {
  const models = db
    .prepare('SELECT id, name FROM smart_category_models WHERE workspace_id = ? ORDER BY id')
    .all(workspaceId) as { id: number; name: string }[];
  const labels = db.prepare('SELECT key, name FROM smart_category_labels WHERE model_id = ? ORDER BY key');
  return models.map((m) => ({
    name: m.name,
    enrichment_id: m.id,
    options: (labels.all(m.id) as { key: string; name: string }[]).map((l) => ({
      name: l.name,
      value: `${m.id}:${l.key}`,
    })),
  }));
}

export function availableFilters(db: Db, workspaceId: number, teamId: number): AvailableFilters {
  const f = scanFacets(db, workspaceId);
  const standard = new Set<string>(CHANNELS);
  const typeOptions = (group: keyof typeof MENTION_TYPE_GROUP_NAMES) =>
    [...f.mention_type.keys()]
      .filter((t) => t.startsWith(`${group}.`))
      .sort()
      .map((t) => ({ name: mentionTypeName(t), value: t.slice(group.length + 1) }));
  const narratives = db
    .prepare('SELECT id, title FROM narratives WHERE workspace_id = ? ORDER BY relevancy DESC, id')
    .all(workspaceId) as { id: number; title: string }[];

  return {
    channels: simple(
      'Channels',
      'channels',
      [...f.channel.keys()]
        .filter((c) => standard.has(c))
        .map((c) => ({ name: channelName(c), value: c }))
        .sort(byName),
    ),
    languages: simple(
      'Languages',
      'languages',
      [...f.language.keys()].map((l) => ({ name: languageName(l), value: l })).sort(byName),
    ),
    bot_ratings: simple(
      'Bot Detection',
      'bot_ratings',
      BOT_RATINGS.filter((r) => f.bot_rating.has(r)).map((r) => ({ name: titleCase(r), value: r })),
    ),
    smart_categories: {
      name: 'Smart Categories',
      key: 'smart_categories',
      models: smartCategoryModels(db, workspaceId),
    },
    custom_enrichments: {
      name: 'Custom Enrichments',
      key: 'custom_enrichments',
      models: enrichmentModels(db, teamId),
    },
    mention_type: {
      name: 'Mention Type',
      social_media: simple(
        MENTION_TYPE_GROUP_NAMES.social_media,
        'mention_type.social_media',
        typeOptions('social_media'),
      ),
      news: simple(MENTION_TYPE_GROUP_NAMES.news, 'mention_type.news', typeOptions('news')),
      podcasts: simple(MENTION_TYPE_GROUP_NAMES.podcasts, 'mention_type.podcasts', typeOptions('podcasts')),
    },
    publisher_geography: {
      name: 'Publisher Geography (News Only)',
      source_country: simple(
        'Source Country',
        'publisher_geography.source_country',
        namesOf(f.pub_country.keys()),
      ),
      source_region: simple(
        'Source Region',
        'publisher_geography.source_region',
        namesOf(f.pub_region.keys()),
      ),
      source_sub_region: simple(
        'Source Subregion',
        'publisher_geography.source_sub_region',
        namesOf(f.pub_subregion.keys()),
      ),
    },
    domains: simple(
      'Domains',
      'domains',
      top(f.domain).map((d) => ({ name: d, value: d })),
    ),
    authors: simple(
      'Authors',
      'authors',
      top(f.author).map((a) => ({ name: a, value: a })),
    ),
    narratives: simple(
      'Narratives',
      'narratives.id',
      narratives.map((n) => ({ name: n.title, value: String(n.id) })),
    ),
  };
}
