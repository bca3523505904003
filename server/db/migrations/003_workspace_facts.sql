-- Migration 003: workspace_facts, a copy of each workspace mention's filterable columns, stored
-- in (workspace_id, published, mention_id) order. A workspace's window is then one contiguous
-- range of narrow rows: analytics, available-filters and the column filters read it without
-- visiting `mentions` (whose wide rows, text included, cost one random page read per mention).
-- Exact by construction: the triggers below keep it equal to workspace_mentions joined with
-- mentions on every insert, delete and update (matching, re-matching after a query change,
-- custom-channel pushes, deletions, cascades).
-- server/db/facts.ts says which reads use it; server/db/facts.test.ts checks it against the join.

CREATE TABLE IF NOT EXISTS workspace_facts (
  workspace_id INTEGER NOT NULL,
  published INTEGER NOT NULL,
  mention_id INTEGER NOT NULL,
  channel TEXT NOT NULL,
  custom_channel_id TEXT,
  domain TEXT,
  author TEXT,
  language TEXT,
  mention_type TEXT NOT NULL,
  bot_rating TEXT,
  pub_country TEXT, pub_region TEXT, pub_subregion TEXT,
  loc_region INTEGER, loc_subregion INTEGER, loc_country INTEGER,
  loc_state INTEGER, loc_county INTEGER, loc_city INTEGER,
  PRIMARY KEY (workspace_id, published, mention_id)
) WITHOUT ROWID;

-- One row of workspace_facts as the join defines it: the backfill and every trigger copy from here.
CREATE VIEW IF NOT EXISTS workspace_fact_rows AS
SELECT wm.workspace_id, wm.published, wm.mention_id, m.channel, m.custom_channel_id, m.domain, m.author,
       m.language, m.mention_type, m.bot_rating, m.pub_country, m.pub_region, m.pub_subregion,
       m.loc_region, m.loc_subregion, m.loc_country, m.loc_state, m.loc_county, m.loc_city
FROM workspace_mentions wm JOIN mentions m ON m.id = wm.mention_id;

INSERT OR IGNORE INTO workspace_facts SELECT * FROM workspace_fact_rows;

CREATE TRIGGER IF NOT EXISTS workspace_facts_insert AFTER INSERT ON workspace_mentions BEGIN
  INSERT INTO workspace_facts
  SELECT * FROM workspace_fact_rows WHERE workspace_id = NEW.workspace_id AND mention_id = NEW.mention_id;
END;

CREATE TRIGGER IF NOT EXISTS workspace_facts_delete AFTER DELETE ON workspace_mentions BEGIN
  DELETE FROM workspace_facts
  WHERE workspace_id = OLD.workspace_id AND published = OLD.published AND mention_id = OLD.mention_id;
END;

-- Authors are many (about one per three mentions): grouping them reads this index in key order
-- instead of sorting the window, and a timeline's top authors are then found by key.
CREATE INDEX IF NOT EXISTS workspace_facts_author ON workspace_facts(workspace_id, author, published);

-- The server never updates these rows in place; should anything do so (a repair, a test), the
-- facts follow: a moved workspace mention is re-copied, and so is an edited mention (found through
-- workspace_mentions, by a scan: edits are rare and offline).
CREATE TRIGGER IF NOT EXISTS workspace_facts_move AFTER UPDATE ON workspace_mentions BEGIN
  DELETE FROM workspace_facts
  WHERE workspace_id = OLD.workspace_id AND published = OLD.published AND mention_id = OLD.mention_id;
  INSERT INTO workspace_facts
  SELECT * FROM workspace_fact_rows WHERE workspace_id = NEW.workspace_id AND mention_id = NEW.mention_id;
END;

CREATE TRIGGER IF NOT EXISTS workspace_facts_edit AFTER UPDATE OF channel, custom_channel_id, domain, author,
  language, mention_type, bot_rating, pub_country, pub_region, pub_subregion, loc_region, loc_subregion,
  loc_country, loc_state, loc_county, loc_city ON mentions BEGIN
  DELETE FROM workspace_facts WHERE (workspace_id, published, mention_id) IN
    (SELECT workspace_id, published, mention_id FROM workspace_mentions WHERE mention_id = NEW.id);
  INSERT INTO workspace_facts SELECT * FROM workspace_fact_rows WHERE mention_id = NEW.id;
END;

-- workspace_facets: how many of a workspace's mentions have each value of the columns the
-- available-filters answer lists (all time, as that answer is), kept by the triggers on
-- workspace_facts; a value whose count falls to 0 is removed. Exact like workspace_facts.
CREATE TABLE IF NOT EXISTS workspace_facets (
  workspace_id INTEGER NOT NULL,
  col TEXT NOT NULL,
  value TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (workspace_id, col, value)
) WITHOUT ROWID;

INSERT INTO workspace_facets
SELECT workspace_id, col, value, count(*) FROM (
  SELECT workspace_id, 'channel' AS col, channel AS value FROM workspace_facts
  UNION ALL SELECT workspace_id, 'language', language FROM workspace_facts
  UNION ALL SELECT workspace_id, 'bot_rating', bot_rating FROM workspace_facts
  UNION ALL SELECT workspace_id, 'mention_type', mention_type FROM workspace_facts
  UNION ALL SELECT workspace_id, 'pub_country', pub_country FROM workspace_facts
  UNION ALL SELECT workspace_id, 'pub_region', pub_region FROM workspace_facts
  UNION ALL SELECT workspace_id, 'pub_subregion', pub_subregion FROM workspace_facts
  UNION ALL SELECT workspace_id, 'domain', domain FROM workspace_facts
  UNION ALL SELECT workspace_id, 'author', author FROM workspace_facts
) WHERE value IS NOT NULL AND value <> '' GROUP BY workspace_id, col, value;

CREATE TRIGGER IF NOT EXISTS workspace_facets_insert AFTER INSERT ON workspace_facts BEGIN
  INSERT INTO workspace_facets (workspace_id, col, value, n)
  SELECT NEW.workspace_id, col, value, 1 FROM (
    SELECT 'channel' AS col, NEW.channel AS value UNION ALL SELECT 'language', NEW.language
    UNION ALL SELECT 'bot_rating', NEW.bot_rating UNION ALL SELECT 'mention_type', NEW.mention_type
    UNION ALL SELECT 'pub_country', NEW.pub_country UNION ALL SELECT 'pub_region', NEW.pub_region
    UNION ALL SELECT 'pub_subregion', NEW.pub_subregion UNION ALL SELECT 'domain', NEW.domain
    UNION ALL SELECT 'author', NEW.author
  ) WHERE value IS NOT NULL AND value <> ''
  ON CONFLICT (workspace_id, col, value) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER IF NOT EXISTS workspace_facets_delete AFTER DELETE ON workspace_facts BEGIN
  UPDATE workspace_facets SET n = n - 1 WHERE workspace_id = OLD.workspace_id AND (col, value) IN (
    VALUES ('channel', OLD.channel), ('language', OLD.language), ('bot_rating', OLD.bot_rating),
      ('mention_type', OLD.mention_type), ('pub_country', OLD.pub_country), ('pub_region', OLD.pub_region),
      ('pub_subregion', OLD.pub_subregion), ('domain', OLD.domain), ('author', OLD.author));
  DELETE FROM workspace_facets WHERE workspace_id = OLD.workspace_id AND n <= 0 AND (col, value) IN (
    VALUES ('channel', OLD.channel), ('language', OLD.language), ('bot_rating', OLD.bot_rating),
      ('mention_type', OLD.mention_type), ('pub_country', OLD.pub_country), ('pub_region', OLD.pub_region),
      ('pub_subregion', OLD.pub_subregion), ('domain', OLD.domain), ('author', OLD.author));
END;

-- Statistics for the planner (it picks between the window range and the author index by them).
ANALYZE workspace_facts;
