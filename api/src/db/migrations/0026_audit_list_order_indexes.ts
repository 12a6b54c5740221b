// Audit list reads at a million entries that still sorted or fetched every matching entry
// (bench/audit-scale.ts):
// - Sorted by Category or Action descending (the screen's second click on a heading), the order is
//   the field descending, then newest first (http/ordering.ts), which neither direction of the
//   (tenant, field, created_at DESC, seq DESC) indexes of 0018 gives: PostgreSQL sorted the whole
//   first group (by action descending, 100,000 entries, 200 ms, and more as the log grows).
// - A category and an action together were read through the action's index, fetching each entry to
//   check its category. The (tenant, category, action) index of 0024 (the lookups' loose index scan)
//   now goes on to the list's order, so that it serves both, and a category sorted by action.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX audit_entries_category_desc_created_idx ON audit_entries (tenant_id, category DESC, created_at DESC, seq DESC)`.execute(db);
  await sql`CREATE INDEX audit_entries_action_desc_created_idx ON audit_entries (tenant_id, action DESC, created_at DESC, seq DESC)`.execute(db);
  await db.schema.dropIndex('audit_entries_category_action_idx').execute();
  await sql`CREATE INDEX audit_entries_category_action_created_idx ON audit_entries (tenant_id, category, action, created_at DESC, seq DESC)`.execute(db);
}
