// Repository search at 20,000 documents (issue 14): ranking every matching passage made a search of
// common words read and rank every passage of the repository (236,000 at 20,000 documents, 1.5 s).
// This function reads at most `max_passages` matching passages of live documents, in the folder and
// of the type asked for, so the work a search does no longer grows with the repository. Like
// repository_chunk_matches (0005), it runs as the owner so that the full-text index serves, and
// filters by the transaction's tenant itself. PL/pgSQL's EXECUTE plans the query with the words
// known; the passages are always read through the full-text index (PGlite keeps no statistics, and
// with a LIMIT its planner read every passage to test a topic's words), and each passage's document
// is looked up by its current version's index (LATERAL), never by reading every item. No tenant
// condition there: an item's current version is of its own tenant (foreign key), and with one PGlite
// chose the (tenant_id, parent_id) index and read all the tenant's items for every passage.
import { sql, type Kysely } from 'kysely';
import { TENANT_ROLE } from './tenant-isolation.ts';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION repository_passage_matches(words tsquery, folder uuid, document_type uuid, max_passages integer)
    RETURNS TABLE (document_id uuid, rank real)
    LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public SET enable_seqscan = off
    AS $$
    BEGIN
      RETURN QUERY EXECUTE format(
        'WITH RECURSIVE subtree (id, depth) AS (
           SELECT id, 0 FROM repository_items WHERE tenant_id = app_current_tenant() AND id = $2
           UNION ALL
           SELECT c.id, subtree.depth + 1 FROM subtree
           JOIN repository_items c ON c.tenant_id = app_current_tenant() AND c.parent_id = subtree.id
           WHERE subtree.depth < 100)
         SELECT i.id, ts_rank(p.search, $1)
         FROM document_chunks p
         CROSS JOIN LATERAL (
           SELECT i.id FROM repository_items i
           WHERE i.current_version_id = p.version_id AND i.deleted_at IS NULL AND i.kind = %L %s %s
           LIMIT 1) i
         WHERE p.tenant_id = app_current_tenant() AND p.search @@ $1
         LIMIT $4',
        'document',
        CASE WHEN document_type IS NULL THEN '' ELSE 'AND i.document_type_id = $3' END,
        CASE WHEN folder IS NULL THEN '' ELSE 'AND i.id IN (SELECT id FROM subtree)' END)
      USING words, folder, document_type, max_passages;
    END $$`.execute(db);
  await sql`REVOKE EXECUTE ON FUNCTION repository_passage_matches(tsquery, uuid, uuid, integer) FROM PUBLIC`.execute(db);
  await sql`GRANT EXECUTE ON FUNCTION repository_passage_matches(tsquery, uuid, uuid, integer) TO ${sql.id(TENANT_ROLE)}`.execute(db);
  await sql`DROP FUNCTION repository_chunk_matches(tsquery)`.execute(db);
}
