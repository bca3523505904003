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

/** Times below are ISO-8601 UTC strings too; `body` columns hold the dashboard-facing JSON. */
export interface AlertRuleTable {
  id: string;
  workspace_id: number;
  owner_id: string;
  owner_name: string;
  visibility: string;
  title: string;
  /** AlertRuleInput as JSON (webhook secrets included; never answered back). */
  body: string;
  version: number;
  created_at: string;
  updated_at: string;
  /** When the rule is next due; null while paused. */
  next_eval_at: string | null;
  /** The instance evaluating it, until lease_until (a claim, never a long lock). */
  lease_owner: string | null;
  lease_until: string | null;
  last_evaluated_at: string | null;
  last_fired_at: string | null;
  last_error: string | null;
  /** The evaluator's own memory between cycles (JSON: last mention seen, narratives known). */
  state: string | null;
}

export interface AlertEventTable {
  id: string;
  rule_id: string;
  /** `${ruleId}:${window}:${bucketStart}`: an event fires once. Samples use a random key. */
  dedupe_key: string;
  workspace_id: number;
  fired_at: string;
  sample: number;
  /** AlertEvent as JSON. */
  body: string;
}

export interface AlertReadTable {
  event_id: string;
  user_id: string;
  read_at: string;
}

export interface ReportScheduleTable {
  id: string;
  report_id: string;
  owner_id: string;
  owner_name: string;
  /** ScheduleInput as JSON. */
  body: string;
  version: number;
  created_at: string;
  updated_at: string;
  next_run_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  last_run_at: string | null;
}

export interface ScheduleRunTable {
  id: string;
  schedule_id: string;
  /** The slot's instant: unique per schedule, so a slot runs once. */
  slot: string;
  from_at: string;
  to_at: string;
  zone: string;
  status: string;
  error: string | null;
  created_at: string;
}

export interface RunFileTable {
  run_id: string;
  format: string;
  bytes: number;
  /** The file, base64. */
  content: string;
}

export interface DeliveryTable {
  id: string;
  /** `${eventId|runId}:${channel}:${destination}`: each destination gets one delivery per event or run. */
  dedupe_key: string;
  event_id: string | null;
  run_id: string | null;
  rule_id: string | null;
  schedule_id: string | null;
  channel: string;
  /** For people: the address, or "slack · hooks.slack.com". */
  destination: string;
  /** Where exactly (JSON: { email } or a Webhook with its secret). */
  target: string;
  status: string;
  attempts: number;
  next_attempt_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface DeskTables {
  artefacts: ArtefactTable;
  artefact_workspaces: ArtefactWorkspaceTable;
  snapshots: SnapshotTable;
  alert_rules: AlertRuleTable;
  alert_events: AlertEventTable;
  alert_reads: AlertReadTable;
  report_schedules: ReportScheduleTable;
  schedule_runs: ScheduleRunTable;
  run_files: RunFileTable;
  deliveries: DeliveryTable;
}
