// The categories and actions an organisation's log holds, for the lookups. A million entries hold a
// few dozen distinct values: each is found by one step down an index from the one before (a loose
// index scan), instead of reading every entry. Plain comparisons only (no row comparison), so that
// the index serves them under row-level security.
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';

/** The distinct categories of the log, by the (tenant_id, category, created_at, seq) index. */
const categoriesCte = (tenantId: string, category: string | undefined) =>
  category === undefined
    ? sql`categories (category) AS (
        (SELECT category FROM audit_entries WHERE tenant_id = ${tenantId} ORDER BY category LIMIT 1)
        UNION ALL
        SELECT (SELECT a.category FROM audit_entries a WHERE a.tenant_id = ${tenantId} AND a.category > c.category ORDER BY a.category LIMIT 1)
        FROM categories c WHERE c.category IS NOT NULL)`
    : sql`categories (category) AS (SELECT ${category}::text)`;

export async function writtenCategories(trx: TenantTransaction, tenantId: string): Promise<string[]> {
  const { rows } = await sql<{ category: string }>`
    WITH RECURSIVE ${categoriesCte(tenantId, undefined)}
    SELECT category FROM categories WHERE category IS NOT NULL`.execute(trx);
  return rows.map((row) => row.category);
}

/** The distinct (category, action) pairs, of one category or all, by the (tenant_id, category, action, …) index (migrations 0024, 0026). */
export async function writtenActions(trx: TenantTransaction, tenantId: string, category: string | undefined): Promise<{ category: string; action: string }[]> {
  const { rows } = await sql<{ category: string; action: string }>`
    WITH RECURSIVE ${categoriesCte(tenantId, category)},
    pairs (category, action) AS (
      SELECT c.category, (SELECT a.action FROM audit_entries a WHERE a.tenant_id = ${tenantId} AND a.category = c.category ORDER BY a.action LIMIT 1)
      FROM categories c WHERE c.category IS NOT NULL
      UNION ALL
      SELECT p.category, (
        SELECT a.action FROM audit_entries a
        WHERE a.tenant_id = ${tenantId} AND a.category = p.category AND a.action > p.action ORDER BY a.action LIMIT 1)
      FROM pairs p WHERE p.action IS NOT NULL
    )
    SELECT category, action FROM pairs WHERE action IS NOT NULL`.execute(trx);
  return rows;
}
