-- Migration 005: workspace_facets in count order per workspace and column. available-filters
-- lists the 100 most frequent domains and authors (server/db/repositories/available-filters.ts):
-- with this index SQLite finds the 100th largest count and the values reaching it by walking the
-- index from the top, instead of visiting every value of the column (tens of thousands of authors
-- per workspace at 1M mentions).
CREATE INDEX IF NOT EXISTS workspace_facets_rank ON workspace_facets(workspace_id, col, n);
