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
};
