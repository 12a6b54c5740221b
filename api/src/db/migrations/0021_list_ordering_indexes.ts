// Indexes for the default and most used orders of the lists that can grow large (http/ordering.ts):
// each ends with the id, the tie-breaker every order ends with, so a page is read from the index in
// either direction instead of sorting the organisation's rows. The audit log has its own (0018).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX invitations_tenant_sent_idx ON invitations (tenant_id, sent_at, id)`.execute(db);
  await sql`CREATE INDEX users_tenant_name_idx ON users (tenant_id, lower(first_name || ' ' || last_name), lower(email), id)`.execute(db);
  await sql`CREATE INDEX users_tenant_created_idx ON users (tenant_id, created_at, id)`.execute(db);
  await sql`CREATE INDEX entities_tenant_name_idx ON entities (tenant_id, lower(name), id)`.execute(db);
  await sql`CREATE INDEX subscriptions_tenant_start_idx ON subscriptions (tenant_id, start_date, created_at, id)`.execute(db);
  await sql`CREATE INDEX projects_tenant_name_idx ON projects (tenant_id, lower(name), id)`.execute(db);
  await db.schema.dropIndex('projects_tenant_created_idx').execute();
  await sql`CREATE INDEX projects_tenant_created_idx ON projects (tenant_id, created_at, id)`.execute(db);
}
