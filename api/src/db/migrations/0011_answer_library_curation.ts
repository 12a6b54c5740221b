// The answer library as people curate it: each entry keeps the verdict and the questionnaire section
// (its topic) of the approved answer, when it was approved, whether it was retired, and the repository
// document versions its answer relied on: when a document has a newer version than the one relied on,
// the entry's source has changed. Library citations on questions name their entry, so the library can
// say where each entry was used. Administrators and reviewers of existing organisations curate it.
import { sql, type Kysely } from 'kysely';
import { isolateTenantTable } from './tenant-isolation.ts';

const UUID = `'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('answer_library')
    .addColumn('verdict', 'text', (c) => c.check(sql`verdict IN ('yes', 'no', 'n/a')`))
    .addColumn('topic', 'text')
    .addColumn('approved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('retired_at', 'timestamptz')
    .addColumn('retired_by', 'uuid')
    .execute();
  await db.schema
    .alterTable('answer_library')
    .addForeignKeyConstraint('answer_library_retired_by_fkey', ['tenant_id', 'retired_by'], 'users', ['tenant_id', 'id'])
    .execute();
  await db.schema.alterTable('answer_library').addUniqueConstraint('answer_library_tenant_id_key', ['tenant_id', 'id']).execute();
  await db.schema.createIndex('answer_library_approved_idx').on('answer_library').columns(['tenant_id', 'approved_at']).execute();
  await sql`
    UPDATE answer_library l SET approved_at = l.updated_at, topic = q.section, verdict = q.verdict
    FROM questions q WHERE q.tenant_id = l.tenant_id AND q.id = l.source_question_id`.execute(db);
  await sql`UPDATE answer_library SET approved_at = updated_at WHERE source_question_id IS NULL`.execute(db);

  // Names and version numbers are kept: the library outlives a purged document.
  await db.schema
    .createTable('answer_library_sources')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('entry_id', 'uuid', (c) => c.notNull())
    .addColumn('document_id', 'uuid', (c) => c.notNull())
    .addColumn('version_id', 'uuid', (c) => c.notNull())
    .addColumn('document_name', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_library_sources_pkey', ['entry_id', 'document_id'])
    .addForeignKeyConstraint('answer_library_sources_entry_fkey', ['tenant_id', 'entry_id'], 'answer_library', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await db.schema.createIndex('answer_library_sources_document_idx').on('answer_library_sources').columns(['tenant_id', 'document_id']).execute();
  await isolateTenantTable(db, 'answer_library_sources', ['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
  // Existing entries relied on what their question cited when it was approved (the latest version cited of each document).
  await sql`
    INSERT INTO answer_library_sources (tenant_id, entry_id, document_id, version_id, document_name, version)
    SELECT DISTINCT ON (l.id, c->>'document_id') l.tenant_id, l.id, (c->>'document_id')::uuid, (c->>'version_id')::uuid,
      c->>'document_name', (c->>'version')::integer
    FROM answer_library l
    JOIN questions q ON q.tenant_id = l.tenant_id AND q.id = l.source_question_id
    CROSS JOIN LATERAL jsonb_array_elements(q.citations) c
    WHERE c->>'source' = 'repository' AND c->>'document_id' ~ ${sql.raw(UUID)} AND c->>'version_id' ~ ${sql.raw(UUID)}
      AND c->>'version' ~ '^[0-9]+$'
    ORDER BY l.id, c->>'document_id', (c->>'version')::integer DESC`.execute(db);

  // Library citations name their entry (matched by the question they cite, as the library keys it).
  await sql`
    UPDATE questions q SET citations = (
      SELECT jsonb_agg(CASE WHEN l.id IS NULL THEN c ELSE c || jsonb_build_object('library_entry_id', l.id) END ORDER BY c_at)
      FROM jsonb_array_elements(q.citations) WITH ORDINALITY AS e(c, c_at)
      LEFT JOIN answer_library l ON c->>'source' = 'library' AND l.tenant_id = q.tenant_id
        AND l.question_key = btrim(regexp_replace(lower(c->>'passage'), '\\s+', ' ', 'g')))
    WHERE q.citations @> '[{"source": "library"}]'`.execute(db);
  // "Where was this entry used": containment queries on citations.
  await sql`CREATE INDEX questions_citations_idx ON questions USING gin (citations jsonb_path_ops)`.execute(db);

  for (const role of ['Administrator', 'Reviewer']) {
    await sql`
      UPDATE role_groups SET permissions = array_append(permissions, 'manage_answer_library')
      WHERE name = ${role} AND NOT ('manage_answer_library' = ANY (permissions))`.execute(db);
  }
}
