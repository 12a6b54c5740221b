// The audit log at a million entries, measured (bench/audit-scale.ts):
// - Its search never used the trigram index of 0018: under row-level security PostgreSQL evaluates no
//   non-leakproof operator (ILIKE) before the tenant policy, so a rare text read every entry of the
//   organisation (7 s at a million). As for repository search (0005), a function run as the owner
//   answers the matching entries of the transaction's tenant from the index, up to `max_rows` (a text
//   in most entries is better read newest first); PL/pgSQL's EXECUTE plans it with the pattern known.
// - The action lookup read every entry for its distinct values; this index lets it step from one
//   (category, action) to the next instead (auditlog/audit-lookups.ts).
import { sql, type Kysely } from 'kysely';
import { TENANT_ROLE } from './tenant-isolation.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION audit_search_matches(pattern text, max_rows integer) RETURNS TABLE (seq bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public ROWS 100
    AS $$
    BEGIN
      RETURN QUERY EXECUTE
        'SELECT a.seq FROM audit_entries a WHERE a.tenant_id = app_current_tenant() AND a.search_text ILIKE $1 LIMIT $2'
      USING pattern, max_rows;
    END $$`.execute(db);
  await sql`REVOKE EXECUTE ON FUNCTION audit_search_matches(text, integer) FROM PUBLIC`.execute(db);
  await sql`GRANT EXECUTE ON FUNCTION audit_search_matches(text, integer) TO ${sql.id(TENANT_ROLE)}`.execute(db);
  await sql`CREATE INDEX audit_entries_category_action_idx ON audit_entries (tenant_id, category, action)`.execute(db);
}
