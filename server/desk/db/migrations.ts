import type { Kysely, Migration } from 'kysely';

/**
 * The desk's numbered migrations, written once with Kysely's schema builder so that SQLite and
 * PostgreSQL get the same tables (Kysely's Migrator applies them in name order, each in a
 * transaction, under its own lock: several instances starting on one PostgreSQL migrate once).
 * Never edit one that has shipped; add the next number.
 */
export const DESK_MIGRATIONS: Record<string, Migration> = {
  '001_artefacts': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('artefacts')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('owner_name', 'text', (c) => c.notNull())
        .addColumn('visibility', 'varchar(16)', (c) => c.notNull())
        .addColumn('workspace_ids', 'text', (c) => c.notNull())
        .addColumn('workspace_count', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_by_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('updated_by_name', 'text', (c) => c.notNull())
        .addColumn('client_key', 'varchar(200)')
        .execute();
      await db.schema
        .createIndex('artefacts_owner')
        .on('artefacts')
        .columns(['owner_id', 'updated_at'])
        .execute();
      // A browser item moves once per owner (NULLs are distinct on both engines).
      await db.schema
        .createIndex('artefacts_owner_client_key')
        .on('artefacts')
        .columns(['owner_id', 'client_key'])
        .unique()
        .execute();
      await db.schema
        .createTable('artefact_workspaces')
        .addColumn('artefact_id', 'varchar(64)', (c) =>
          c.notNull().references('artefacts.id').onDelete('cascade'),
        )
        .addColumn('workspace_id', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('artefact_workspaces_pk', ['artefact_id', 'workspace_id'])
        .execute();
      await db.schema
        .createIndex('artefact_workspaces_workspace')
        .on('artefact_workspaces')
        .columns(['workspace_id', 'artefact_id'])
        .execute();
    },
  },
  '002_snapshots': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('snapshots')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('artefact_id', 'varchar(64)', (c) =>
          c.notNull().references('artefacts.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('snapshots_artefact')
        .on('snapshots')
        .columns(['artefact_id', 'created_at'])
        .execute();
    },
  },
  '003_watch': {
    // Alert rules, their events and deliveries, and report schedules (issue 35; docs/alerts.md).
    // Rules and schedules are claimed for evaluation with a lease (a conditional UPDATE on
    // lease_until), so with several instances on one PostgreSQL each is run by one of them; an
    // event, a delivery and a run each have a unique key, so none is ever made twice.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alert_rules')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('workspace_id', 'bigint', (c) => c.notNull())
        .addColumn('owner_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('owner_name', 'text', (c) => c.notNull())
        .addColumn('visibility', 'varchar(16)', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('next_eval_at', 'varchar(32)')
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'varchar(32)')
        .addColumn('last_evaluated_at', 'varchar(32)')
        .addColumn('last_fired_at', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('state', 'text')
        .execute();
      await db.schema
        .createIndex('alert_rules_workspace')
        .on('alert_rules')
        .columns(['workspace_id'])
        .execute();
      await db.schema.createIndex('alert_rules_due').on('alert_rules').columns(['next_eval_at']).execute();
      await db.schema
        .createTable('alert_events')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('rule_id', 'varchar(64)', (c) =>
          c.notNull().references('alert_rules.id').onDelete('cascade'),
        )
        .addColumn('dedupe_key', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('workspace_id', 'bigint', (c) => c.notNull())
        .addColumn('fired_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('sample', 'integer', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('alert_events_workspace')
        .on('alert_events')
        .columns(['workspace_id', 'fired_at'])
        .execute();
      await db.schema
        .createIndex('alert_events_rule')
        .on('alert_events')
        .columns(['rule_id', 'fired_at'])
        .execute();
      await db.schema
        .createTable('alert_reads')
        .addColumn('event_id', 'varchar(64)', (c) =>
          c.notNull().references('alert_events.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('read_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('alert_reads_pk', ['event_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('report_schedules')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('report_id', 'varchar(64)', (c) =>
          c.notNull().references('artefacts.id').onDelete('cascade'),
        )
        .addColumn('owner_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('owner_name', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('next_run_at', 'varchar(32)')
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'varchar(32)')
        .addColumn('last_run_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('report_schedules_report')
        .on('report_schedules')
        .columns(['report_id'])
        .execute();
      await db.schema
        .createIndex('report_schedules_due')
        .on('report_schedules')
        .columns(['next_run_at'])
        .execute();
      await db.schema
        .createTable('schedule_runs')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('schedule_id', 'varchar(64)', (c) =>
          c.notNull().references('report_schedules.id').onDelete('cascade'),
        )
        .addColumn('slot', 'varchar(32)', (c) => c.notNull())
        .addColumn('from_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('to_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('zone', 'varchar(64)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('schedule_runs_slot', ['schedule_id', 'slot'])
        .execute();
      await db.schema
        .createTable('run_files')
        .addColumn('run_id', 'varchar(64)', (c) =>
          c.notNull().references('schedule_runs.id').onDelete('cascade'),
        )
        .addColumn('format', 'varchar(8)', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        // Base64: one portable column type on both engines (files are a few hundred kB).
        .addColumn('content', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('run_files_pk', ['run_id', 'format'])
        .execute();
      await db.schema
        .createTable('deliveries')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('dedupe_key', 'varchar(400)', (c) => c.notNull().unique())
        .addColumn('event_id', 'varchar(64)', (c) => c.references('alert_events.id').onDelete('cascade'))
        .addColumn('run_id', 'varchar(64)', (c) => c.references('schedule_runs.id').onDelete('cascade'))
        .addColumn('rule_id', 'varchar(64)')
        .addColumn('schedule_id', 'varchar(64)')
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addColumn('destination', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', 'varchar(32)')
        .addColumn('lease_owner', 'varchar(64)')
        .addColumn('lease_until', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('deliveries_due')
        .on('deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('deliveries_rule')
        .on('deliveries')
        .columns(['rule_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('deliveries_schedule')
        .on('deliveries')
        .columns(['schedule_id', 'created_at'])
        .execute();
    },
  },
};
