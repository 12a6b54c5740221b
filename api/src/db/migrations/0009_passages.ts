// Passages instead of fixed-size chunks: each stored chunk is now a whole paragraph, list item or
// table row, with its heading path and list lead-in kept beside it (see documents/passages/).
// Every indexed version is indexed again (the job kind as it was named then), so that old chunks
// become passages.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document_chunks')
    .addColumn('heading_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lead_in', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    INSERT INTO jobs (tenant_id, kind, payload, max_attempts)
    SELECT tenant_id, 'documents.index-version', jsonb_build_object('version_id', id), 3
    FROM document_versions WHERE index_state = 'indexed'`.execute(db);
  await sql`UPDATE document_versions SET index_state = 'queued' WHERE index_state = 'indexed'`.execute(db);
}
