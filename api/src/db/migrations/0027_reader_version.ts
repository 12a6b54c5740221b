// Which reader made a version's passages (documents/extraction/reader-version.ts). Versions indexed
// before this column are 0: older than every reader, so they are read again once (passage-rereading.ts).
// The partial index is what the re-reading walks: versions an older reader read (or failed to read).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('document_versions')
    .addColumn('reader_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX document_versions_reader_version_idx ON document_versions (reader_version, created_at DESC) WHERE index_state IN ('indexed', 'failed')`.execute(
    db,
  );
}
