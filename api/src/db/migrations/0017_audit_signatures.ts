// The audit chain's signatures (see auditlog/audit-signing.ts): one seal per tenant naming its newest
// entry, and a checkpoint every so many entries. Neither holds the key.
import { sql, type Kysely } from 'kysely';
import { isolateTenantTable } from './tenant-isolation.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_seals')
    .addColumn('tenant_id', 'uuid', (c) => c.primaryKey().references('tenants.id'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('sealed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('audit_checkpoints')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('audit_checkpoints_pkey', ['tenant_id', 'seq'])
    .execute();
  // The seal moves forward with every entry; checkpoints, like entries, are only added.
  await isolateTenantTable(db, 'audit_seals', ['SELECT', 'INSERT', 'UPDATE']);
  await isolateTenantTable(db, 'audit_checkpoints', ['SELECT', 'INSERT']);
}
