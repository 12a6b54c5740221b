// Tenants, their users, entities and role groups, sign-in sessions, the audit log and the job queue.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { createTenantRole, isolateTenantTable } from './tenant-isolation.ts';

const uuidPrimaryKey = (column: ColumnDefinitionBuilder) => column.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = sql`now()`;

async function createUpdatedAtTrigger(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN NEW.updated_at := now(); RETURN NEW; END $$`.execute(db);
}

async function touchOnUpdate(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION set_updated_at()`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTenantRole(db);
  await createUpdatedAtTrigger(db);

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('tenants')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('slug', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('configuration_items')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('configuration_items_tenant_name_key', ['tenant_id', 'name'])
    .execute();

  await db.schema
    .createTable('role_groups')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('permissions', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('role_groups_tenant_name_key', ['tenant_id', 'name'])
    // Target of the composite foreign keys that keep a user inside its own tenant.
    .addUniqueConstraint('role_groups_tenant_id_key', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('entities')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`status IN ('active', 'inactive')`),
    )
    .addColumn('country', 'text')
    .addColumn('state', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('entities_tenant_id_key', ['tenant_id', 'id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('staff', 'entity')`))
    .addColumn('entity_id', 'uuid')
    .addColumn('role_group_id', 'uuid', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('password_changed_at', 'timestamptz')
    .addColumn('tour_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('users_entity_kind_check', sql`(kind = 'entity') = (entity_id IS NOT NULL)`)
    .addForeignKeyConstraint('users_entity_fkey', ['tenant_id', 'entity_id'], 'entities', ['tenant_id', 'id'])
    .addForeignKeyConstraint('users_role_group_fkey', ['tenant_id', 'role_group_id'], 'role_groups', ['tenant_id', 'id'])
    .addUniqueConstraint('users_tenant_id_key', ['tenant_id', 'id'])
    .execute();
  await sql`CREATE UNIQUE INDEX users_tenant_email_key ON users (tenant_id, lower(email))`.execute(db);
  await db.schema.createIndex('users_entity_idx').on('users').column('entity_id').execute();

  await db.schema
    .createTable('refresh_sessions')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addForeignKeyConstraint('refresh_sessions_user_fkey', ['tenant_id', 'user_id'], 'users', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('refresh_sessions_family_idx').on('refresh_sessions').column('family_id').execute();
  await db.schema.createIndex('refresh_sessions_user_idx').on('refresh_sessions').columns(['tenant_id', 'user_id']).execute();

  // Append-only and hash-chained per tenant; no foreign key to users so history outlives them.
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('actor_user_id', 'uuid')
    .addColumn('entity_id', 'uuid')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('audit_entries_tenant_seq_key', ['tenant_id', 'seq'])
    .execute();
  await db.schema.createIndex('audit_entries_tenant_created_idx').on('audit_entries').columns(['tenant_id', 'created_at']).execute();
  await sql`
    CREATE FUNCTION audit_entries_append_only() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION 'audit entries are append-only'; END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
    FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only()`.execute(db);
  await sql`
    CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON audit_entries
    FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()`.execute(db);

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status IN ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // The worker's two ways in: queued jobs that are due, and running jobs whose lease ran out.
  await sql`CREATE INDEX jobs_due_idx ON jobs (run_after) WHERE status = 'queued'`.execute(db);
  await sql`CREATE INDEX jobs_lease_idx ON jobs (locked_until) WHERE status = 'running'`.execute(db);

  for (const table of ['tenants', 'configuration_items', 'role_groups', 'entities', 'users', 'jobs']) {
    await touchOnUpdate(db, table);
  }

  await isolateTenantTable(db, 'tenants', ['SELECT'], 'id');
  for (const table of ['configuration_items', 'role_groups', 'entities', 'users', 'refresh_sessions']) {
    await isolateTenantTable(db, table, ['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
  }
  await isolateTenantTable(db, 'audit_entries', ['SELECT', 'INSERT']);
  // Tenant code enqueues jobs; only the (owner) worker updates them.
  await isolateTenantTable(db, 'jobs', ['SELECT', 'INSERT']);
}
