// Invitations, password resets, the mail outbox and the sign-in lockout.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isolateTenantTable } from './tenant-isolation.ts';

const uuidPrimaryKey = (column: ColumnDefinitionBuilder) => column.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = sql`now()`;

export async function up(db: Kysely<any>): Promise<void> {
  // Tokens are random and kept only as a SHA-256 hash; `used_at` makes them single-use.
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text', (c) => c.notNull().check(sql`user_type IN ('user', 'entity')`))
    .addColumn('role_group_id', 'uuid', (c) => c.notNull())
    .addColumn('entity_id', 'uuid')
    // No foreign key: the invitation's history outlives the inviter's account.
    .addColumn('invited_by', 'uuid')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('invitations_role_group_fkey', ['tenant_id', 'role_group_id'], 'role_groups', ['tenant_id', 'id'])
    .addForeignKeyConstraint('invitations_entity_fkey', ['tenant_id', 'entity_id'], 'entities', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('invitations_tenant_email_idx').on('invitations').columns(['tenant_id', 'email']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('password_resets_user_fkey', ['tenant_id', 'user_id'], 'users', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').columns(['tenant_id', 'user_id']).execute();

  // Every mail the product sends, whether or not SMTP is configured: the record, and the outbox tests read.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  // Failed sign-ins by email, known or not, so a lockout does not tell which emails have an account.
  await db.schema
    .createTable('login_failures')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addPrimaryKeyConstraint('login_failures_pkey', ['tenant_id', 'email'])
    .execute();

  for (const table of ['invitations', 'password_resets', 'login_failures']) {
    await isolateTenantTable(db, table, ['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
  }
  // Only the (owner) mail job marks a mail sent.
  await isolateTenantTable(db, 'outbox', ['SELECT', 'INSERT']);
}
