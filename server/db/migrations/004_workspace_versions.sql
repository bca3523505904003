-- Migration 004: workspace_versions, a counter per workspace that every change to what the
-- in-memory column copies hold moves on (server/db/columns.ts): a row of workspace_facts
-- inserted, deleted or updated, and a narrative confidence of the workspace written or removed.
-- A read worker keeps a workspace's columns while the counter it read them at is current, and
-- reads them again otherwise, so they are exact by construction, like workspace_facts itself.
-- Rows are never deleted: a workspace id SQLite reuses after a deletion continues the old counter,
-- so no cached copy of the deleted workspace can look current.

CREATE TABLE IF NOT EXISTS workspace_versions (
  workspace_id INTEGER PRIMARY KEY,
  version INTEGER NOT NULL
);

CREATE TRIGGER IF NOT EXISTS workspace_versions_facts_insert AFTER INSERT ON workspace_facts BEGIN
  INSERT INTO workspace_versions (workspace_id, version) VALUES (NEW.workspace_id, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS workspace_versions_facts_delete AFTER DELETE ON workspace_facts BEGIN
  INSERT INTO workspace_versions (workspace_id, version) VALUES (OLD.workspace_id, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS workspace_versions_facts_update AFTER UPDATE ON workspace_facts BEGIN
  INSERT INTO workspace_versions (workspace_id, version) VALUES (OLD.workspace_id, 1), (NEW.workspace_id, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;

-- Confidences: a mention's sort key is its highest confidence among the workspace's narratives.
CREATE TRIGGER IF NOT EXISTS workspace_versions_confidence_insert AFTER INSERT ON mention_narratives BEGIN
  INSERT INTO workspace_versions (workspace_id, version)
  SELECT workspace_id, 1 FROM narratives WHERE id = NEW.narrative_id
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS workspace_versions_confidence_delete AFTER DELETE ON mention_narratives BEGIN
  INSERT INTO workspace_versions (workspace_id, version)
  SELECT workspace_id, 1 FROM narratives WHERE id = OLD.narrative_id
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;

CREATE TRIGGER IF NOT EXISTS workspace_versions_confidence_update AFTER UPDATE ON mention_narratives BEGIN
  INSERT INTO workspace_versions (workspace_id, version)
  SELECT workspace_id, 1 FROM narratives WHERE id IN (OLD.narrative_id, NEW.narrative_id)
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;

-- A deleted narrative's confidences go by cascade, after the narrative row (which the triggers
-- above look up) is gone: the narrative's own deletion moves its workspace's counter.
CREATE TRIGGER IF NOT EXISTS workspace_versions_narrative_delete AFTER DELETE ON narratives BEGIN
  INSERT INTO workspace_versions (workspace_id, version) VALUES (OLD.workspace_id, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET version = version + 1;
END;
