// Row-level security, the second wall behind the explicit tenant filters of every query: inside
// withTenant() the connection runs as TENANT_ROLE, which sees and writes only its tenant's rows.
import { sql, type Kysely } from 'kysely';

export const TENANT_ROLE = 'app_tenant';

type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE';

/** Creates the (cluster-wide) role once and lets the connecting user switch to it. */
export async function createTenantRole(db: Kysely<unknown>): Promise<void> {
  await sql`
    DO $$ BEGIN
      CREATE ROLE ${sql.id(TENANT_ROLE)} NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; -- another database created it
    END $$`.execute(db);
  // Superusers may SET ROLE to anyone; any other migrating user needs the membership.
  await sql`
    DO $$ BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT %I TO %I', ${sql.lit(TENANT_ROLE)}, current_user);
      END IF;
    END $$`.execute(db);
  await sql`GRANT USAGE ON SCHEMA public TO ${sql.id(TENANT_ROLE)}`.execute(db);
  await sql`
    CREATE FUNCTION app_current_tenant() RETURNS uuid LANGUAGE sql STABLE
    AS $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid $$`.execute(db);
}

export async function isolateTenantTable(db: Kysely<unknown>, table: string, privileges: Privilege[], tenantColumn = 'tenant_id'): Promise<void> {
  const column = sql.ref(tenantColumn);
  await sql`ALTER TABLE ${sql.table(table)} ENABLE ROW LEVEL SECURITY`.execute(db);
  await sql`
    CREATE POLICY tenant_isolation ON ${sql.table(table)} TO ${sql.id(TENANT_ROLE)}
    USING (${column} = app_current_tenant()) WITH CHECK (${column} = app_current_tenant())`.execute(db);
  await sql`GRANT ${sql.raw(privileges.join(', '))} ON ${sql.table(table)} TO ${sql.id(TENANT_ROLE)}`.execute(db);
}
