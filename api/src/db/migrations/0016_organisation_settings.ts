// The organisation's own settings: administrators rename it (tenants.name) and upload its logos and
// favicon. Branding images are small and read by every visitor of the login page, so they live in the
// database beside the configuration item that points at them, and go when that item stops doing so.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isolateTenantTable, TENANT_ROLE } from './tenant-isolation.ts';

const uuidPrimaryKey = (column: ColumnDefinitionBuilder) => column.primaryKey().defaultTo(sql`gen_random_uuid()`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('branding_images')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('branding_images_tenant_idx').on('branding_images').column('tenant_id').execute();
  await isolateTenantTable(db, 'branding_images', ['SELECT', 'INSERT', 'DELETE']);
  // The tenants policy already limits a tenant to its own row; only the name may change.
  await sql`GRANT UPDATE (name) ON tenants TO ${sql.id(TENANT_ROLE)}`.execute(db);
}
