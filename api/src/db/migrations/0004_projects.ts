// Projects and the questionnaire pipeline (issue 5): projects and their assignees, project documents,
// extracted questions with their answers and comments, the answer library, exports, pdf conversions
// and notifications.
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { isolateTenantTable } from './tenant-isolation.ts';

const uuidPrimaryKey = (column: ColumnDefinitionBuilder) => column.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = sql`now()`;

const PROJECT_STATES = `'not_started', 'in_progress', 'in_review', 'completed'`;
const WORKFLOW_STATES = `'queued', 'extracting', 'suggesting', 'ready_for_review', 'in_review', 'completed', 'failed'`;
const ANSWER_STATUSES = `'unanswered', 'suggested', 'edited', 'approved', 'rejected', 'not_applicable'`;
const CONFIDENCE_TIERS = `'library', 'strong', 'weak', 'none'`;
const EXPORT_STATES = `'queued', 'running', 'ready', 'failed'`;

async function touchOnUpdate(db: Kysely<unknown>, table: string): Promise<void> {
  await sql`
    CREATE TRIGGER ${sql.id(`${table}_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
    FOR EACH ROW EXECUTE FUNCTION set_updated_at()`.execute(db);
}

/** A user of the same tenant; users are never deleted (deleting an account anonymises it). */
const userOfTenant =
  (table: string, column: string, onDelete: 'no action' | 'cascade' = 'no action') =>
  (builder: CreateTableBuilder<string, string>) =>
    builder.addForeignKeyConstraint(`${table}_${column}_fkey`, ['tenant_id', column], 'users', ['tenant_id', 'id'], (fk) => fk.onDelete(onDelete));

export async function up(db: Kysely<any>): Promise<void> {
  // Trigram similarity of questions (the answer library). Trusted since PostgreSQL 13: no superuser needed.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  // `status` is derived from the documents and kept current; `on_hold` is set by hand and wins over it.
  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('entity_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deadline', 'date')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('not_started')
        .check(sql.raw(`status IN (${PROJECT_STATES})`)),
    )
    .addColumn('on_hold', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('projects_entity_fkey', ['tenant_id', 'entity_id'], 'entities', ['tenant_id', 'id'])
    .$call(userOfTenant('projects', 'created_by'))
    .addUniqueConstraint('projects_tenant_id_key', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('projects_tenant_entity_idx').on('projects').columns(['tenant_id', 'entity_id']).execute();
  await db.schema.createIndex('projects_tenant_created_idx').on('projects').columns(['tenant_id', 'created_at']).execute();

  await db.schema
    .createTable('project_assignees')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('project_assignees_pkey', ['project_id', 'user_id'])
    .addForeignKeyConstraint('project_assignees_project_fkey', ['tenant_id', 'project_id'], 'projects', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .$call(userOfTenant('project_assignees', 'user_id'))
    .execute();
  await db.schema.createIndex('project_assignees_user_idx').on('project_assignees').columns(['tenant_id', 'user_id']).execute();

  // The file itself is in the file storage, by content hash (sha256, held in file_blobs as 'projects');
  // `format` is set for questionnaires. Type and category are document lookups (0003_repository).
  await db.schema
    .createTable('project_documents')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('is_questionnaire', 'boolean', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.check(sql`format IN ('xlsx', 'csv', 'docx', 'pdf')`))
    .addColumn('document_type_id', 'uuid')
    .addColumn('category_id', 'uuid')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql.raw(`state IN (${WORKFLOW_STATES})`)),
    )
    .addColumn('error', 'text')
    .addColumn('warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('reviewer_id', 'uuid')
    .addColumn('uploaded_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('project_documents_questionnaire_format_check', sql`is_questionnaire = (format IS NOT NULL)`)
    .addForeignKeyConstraint('project_documents_project_fkey', ['tenant_id', 'project_id'], 'projects', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .addForeignKeyConstraint('project_documents_type_fkey', ['tenant_id', 'document_type_id'], 'document_lookups', ['tenant_id', 'id'])
    .addForeignKeyConstraint('project_documents_category_fkey', ['tenant_id', 'category_id'], 'document_lookups', ['tenant_id', 'id'])
    .$call(userOfTenant('project_documents', 'reviewer_id'))
    .$call(userOfTenant('project_documents', 'uploaded_by'))
    .addUniqueConstraint('project_documents_tenant_id_key', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('project_documents_project_idx').on('project_documents').columns(['tenant_id', 'project_id']).execute();

  // One row per extracted question. `touched`: a person edited, approved, rejected or set it aside,
  // so reprocessing keeps it. `location` says where the answer is written back on export.
  await db.schema
    .createTable('questions')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('document_id', 'uuid', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('section', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('location', 'jsonb', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unanswered')
        .check(sql.raw(`status IN (${ANSWER_STATUSES})`)),
    )
    .addColumn('confidence', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql.raw(`confidence IN (${CONFIDENCE_TIERS})`)),
    )
    .addColumn('citations', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('drafted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('touched', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('assignee_id', 'uuid')
    .addColumn('updated_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('questions_document_fkey', ['tenant_id', 'document_id'], 'project_documents', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .$call(userOfTenant('questions', 'assignee_id'))
    .$call(userOfTenant('questions', 'updated_by'))
    .addUniqueConstraint('questions_tenant_id_key', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('questions_document_idx').on('questions').columns(['tenant_id', 'document_id', 'ordinal']).execute();
  await db.schema.createIndex('questions_assignee_idx').on('questions').columns(['tenant_id', 'assignee_id']).execute();

  await db.schema
    .createTable('answer_comments')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('question_id', 'uuid', (c) => c.notNull())
    .addColumn('author_id', 'uuid')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('answer_comments_question_fkey', ['tenant_id', 'question_id'], 'questions', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .$call(userOfTenant('answer_comments', 'author_id'))
    .execute();
  await db.schema.createIndex('answer_comments_question_idx').on('answer_comments').columns(['tenant_id', 'question_id']).execute();

  // Approved answers, one per distinct question (`question_key`: lower case, spaces collapsed). The
  // source columns are plain ids: the library outlives the project the answer was approved in.
  await db.schema
    .createTable('answer_library')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english', question)`).stored())
    .addColumn('source_document_id', 'uuid')
    .addColumn('source_document_name', 'text', (c) => c.notNull())
    .addColumn('source_question_id', 'uuid')
    .addColumn('approved_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('answer_library_tenant_question_key', ['tenant_id', 'question_key'])
    .execute();
  await sql`CREATE INDEX answer_library_search_idx ON answer_library USING gin (search)`.execute(db);
  await sql`CREATE INDEX answer_library_question_trgm_idx ON answer_library USING gin (question_key gin_trgm_ops)`.execute(db);

  // An export's progress and, once ready, its file in the storage.
  await db.schema
    .createTable('project_exports')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('document_ids', sql`uuid[]`, (c) => c.notNull())
    .addColumn('requested_by', 'uuid')
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql.raw(`state IN (${EXPORT_STATES})`)),
    )
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('size', 'bigint')
    .addColumn('mime_type', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addForeignKeyConstraint('project_exports_project_fkey', ['tenant_id', 'project_id'], 'projects', ['tenant_id', 'id'], (fk) => fk.onDelete('cascade'))
    .$call(userOfTenant('project_exports', 'requested_by'))
    .execute();
  await db.schema.createIndex('project_exports_project_idx').on('project_exports').columns(['tenant_id', 'project_id']).execute();

  // Office files converted to pdf for preview, by the original's content hash: converted once.
  await db.schema
    .createTable('pdf_conversions')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('source_sha256', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('pdf_conversions_pkey', ['tenant_id', 'source_sha256'])
    .execute();

  // What a person should know about: written here, read by the notification centre.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('recipient_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .$call(userOfTenant('notifications', 'recipient_id', 'cascade'))
    .execute();
  await db.schema.createIndex('notifications_recipient_idx').on('notifications').columns(['tenant_id', 'recipient_id', 'created_at']).execute();

  for (const table of ['projects', 'project_documents', 'questions', 'answer_library', 'project_exports']) {
    await touchOnUpdate(db, table);
  }
  for (const table of [
    'projects',
    'project_assignees',
    'project_documents',
    'questions',
    'answer_comments',
    'answer_library',
    'project_exports',
    'pdf_conversions',
    'notifications',
  ]) {
    await isolateTenantTable(db, table, ['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
  }
}
