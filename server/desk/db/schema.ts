/**
 * The desk's tables, as Kysely sees them (server/desk/db/migrations.ts creates them). Times are
 * ISO-8601 UTC strings with milliseconds (sortable as text on both engines); bodies are JSON text.
 */
export interface ArtefactTable {
  id: string;
  kind: string;
  title: string;
  owner_id: string;
  owner_name: string;
  visibility: string;
  /** The bound workspaces as a sorted JSON array; `artefact_workspaces` indexes them. */
  workspace_ids: string;
  workspace_count: number;
  body: string;
  version: number;
  created_at: string;
  created_by_id: string;
  created_by_name: string;
  updated_at: string;
  updated_by_id: string;
  updated_by_name: string;
  client_key: string | null;
}

export interface ArtefactWorkspaceTable {
  artefact_id: string;
  workspace_id: number;
}

export interface SnapshotTable {
  id: string;
  artefact_id: string;
  /** sha256 (hex) of the link's token; the token itself is never stored. */
  token_hash: string;
  title: string;
  content: string;
  password_hash: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
  created_by_id: string;
  created_by_name: string;
}

export interface DeskTables {
  artefacts: ArtefactTable;
  artefact_workspaces: ArtefactWorkspaceTable;
  snapshots: SnapshotTable;
}
