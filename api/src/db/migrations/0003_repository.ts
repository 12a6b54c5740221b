// The document repository (issue 4): folders and documents in one tree, document versions, the stored
// files they point to, the text chunks full-text search runs on, and the document lookups.
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isolateTenantTable, TENANT_ROLE } from './tenant-isolation.ts';

const uuidPrimaryKey = (column: ColumnDefinitionBuilder) => column.primaryKey().defaultTo(sql`gen_random_uuid()`);
const now = sql`now()`;

const FILE_TYPES = `'pdf', 'docx', 'xlsx', 'csv', 'txt', 'md', 'png', 'jpg'`;
const INDEX_STATES = `'queued', 'indexing', 'indexed', 'failed', 'not_indexable'`;
const LOOKUP_KINDS = `'repository_document_type', 'project_document_type', 'project_document_category'`;

/** What every organisation starts with; a snapshot, later changes go in later migrations. */
const DEFAULT_LOOKUPS: { kind: string; entries: [code: string, name: string][] }[] = [
  {
    kind: 'repository_document_type',
    entries: [
      ['policy', 'Policy'],
      ['procedure', 'Procedure'],
      ['standard', 'Standard'],
      ['report', 'Report'],
      ['certificate', 'Certificate'],
      ['contract', 'Contract'],
      ['past_questionnaire', 'Past questionnaire'],
      ['other', 'Other'],
    ],
  },
  {
    kind: 'project_document_type',
    entries: [
      ['questionnaire', 'Questionnaire'],
      ['supporting_document', 'Supporting document'],
    ],
  },
  {
    kind: 'project_document_category',
    entries: [
      ['security', 'Security'],
      ['privacy', 'Privacy'],
      ['compliance', 'Compliance'],
      ['legal', 'Legal'],
      ['general', 'General'],
    ],
  },
];

const defaultLookupRows = (tenantExpression: string) =>
  DEFAULT_LOOKUPS.flatMap(({ kind, entries }) =>
    // Literals, not parameters: these rows also go inside a function body.
    entries.map(([code, name], position) => sql`(${sql.raw(tenantExpression)}, ${sql.lit(kind)}, ${sql.lit(code)}, ${sql.lit(name)}, ${sql.lit(position)})`),
  );

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_lookups')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql.raw(`kind IN (${LOOKUP_KINDS})`)))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('document_lookups_tenant_kind_code_key', ['tenant_id', 'kind', 'code'])
    .addUniqueConstraint('document_lookups_tenant_id_key', ['tenant_id', 'id'])
    .execute();
  // Every organisation, whichever way it is created, starts with the default lookups.
  await sql`
    CREATE FUNCTION seed_document_lookups() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN
      INSERT INTO document_lookups (tenant_id, kind, code, name, position)
      VALUES ${sql.join(defaultLookupRows('NEW.id'))};
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER tenants_seed_document_lookups AFTER INSERT ON tenants FOR EACH ROW EXECUTE FUNCTION seed_document_lookups()`.execute(db);
  await sql`
    INSERT INTO document_lookups (tenant_id, kind, code, name, position)
    SELECT t.id, v.kind, v.code, v.name, v.position
    FROM tenants t CROSS JOIN (VALUES ${sql.join(defaultLookupRows('NULL::uuid'))}) AS v(tenant_id, kind, code, name, position)`.execute(db);

  // Which stored files (by content hash) an organisation holds, and for which part of the product.
  // A file leaves the storage once no organisation holds it any more.
  await db.schema
    .createTable('file_blobs')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull().check(sql`sha256 ~ '^[0-9a-f]{64}$'`))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('file_blobs_pkey', ['tenant_id', 'holder', 'sha256'])
    .execute();
  await db.schema.createIndex('file_blobs_sha256_idx').on('file_blobs').column('sha256').execute();
  // Tenant code may ask whether anyone still holds a file, without seeing other organisations' rows.
  await sql`
    CREATE FUNCTION file_blob_in_use(hash text) RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path = public
    AS $$ SELECT EXISTS (SELECT 1 FROM file_blobs WHERE sha256 = hash) $$`.execute(db);

  // Folders and documents in one tree. An item in the bin has `deleted_at`; `deleted_root_id` is the
  // item whose deletion took it there (itself, or the folder it was in), so restore brings back
  // exactly what went together.
  await db.schema
    .createTable('repository_items')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('folder', 'document')`))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(name) BETWEEN 1 AND 255`))
    .addColumn('parent_id', 'uuid')
    .addColumn('document_type_id', 'uuid')
    .addColumn('owner_id', 'uuid')
    .addColumn('current_version_id', 'uuid')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_root_id', 'uuid')
    .addColumn('deleted_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('repository_items_tenant_id_key', ['tenant_id', 'id'])
    .addForeignKeyConstraint('repository_items_parent_fkey', ['tenant_id', 'parent_id'], 'repository_items', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('repository_items_document_type_fkey', ['tenant_id', 'document_type_id'], 'document_lookups', ['tenant_id', 'id'])
    .addForeignKeyConstraint('repository_items_owner_fkey', ['tenant_id', 'owner_id'], 'users', ['tenant_id', 'id'])
    .addCheckConstraint('repository_items_folder_check', sql`kind = 'document' OR (current_version_id IS NULL AND document_type_id IS NULL)`)
    .addCheckConstraint('repository_items_bin_check', sql`(deleted_at IS NULL) = (deleted_root_id IS NULL)`)
    .execute();
  // Names are unique among the live items of a folder, ignoring case (folders and documents alike).
  await sql`
    CREATE UNIQUE INDEX repository_items_live_name_key ON repository_items
    (tenant_id, COALESCE(parent_id, '00000000-0000-0000-0000-000000000000'::uuid), lower(name))
    WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX repository_items_parent_idx ON repository_items (tenant_id, parent_id) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX repository_items_bin_idx ON repository_items (tenant_id, deleted_root_id) WHERE deleted_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX repository_items_deleted_at_idx ON repository_items (deleted_at) WHERE deleted_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX repository_items_current_version_idx ON repository_items (current_version_id) WHERE deleted_at IS NULL`.execute(db);
  await sql`CREATE INDEX repository_items_name_idx ON repository_items USING gin (to_tsvector('simple', name)) WHERE deleted_at IS NULL`.execute(db);

  // Every version of a document, newest the highest number; the file itself is in the storage.
  await db.schema
    .createTable('document_versions')
    .addColumn('id', 'uuid', uuidPrimaryKey)
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('document_id', 'uuid', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull().check(sql.raw(`file_type IN (${FILE_TYPES})`)))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'uuid')
    .addColumn('restored_from', 'integer')
    .addColumn('index_state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql.raw(`index_state IN (${INDEX_STATES})`)),
    )
    .addColumn('index_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('document_versions_tenant_id_key', ['tenant_id', 'id'])
    .addUniqueConstraint('document_versions_document_version_key', ['document_id', 'version'])
    .addForeignKeyConstraint('document_versions_document_fkey', ['tenant_id', 'document_id'], 'repository_items', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .addForeignKeyConstraint('document_versions_created_by_fkey', ['tenant_id', 'created_by'], 'users', ['tenant_id', 'id'])
    .execute();
  await db.schema.createIndex('document_versions_sha256_idx').on('document_versions').columns(['tenant_id', 'sha256']).execute();
  await sql`
    ALTER TABLE repository_items ADD CONSTRAINT repository_items_current_version_fkey
    FOREIGN KEY (tenant_id, current_version_id) REFERENCES document_versions (tenant_id, id) DEFERRABLE INITIALLY DEFERRED`.execute(db);

  // A version's text in overlapping chunks of about a thousand characters, for full-text search.
  await db.schema
    .createTable('document_chunks')
    .addColumn('tenant_id', 'uuid', (c) => c.notNull())
    .addColumn('version_id', 'uuid', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('search', sql`tsvector`, (c) => c.generatedAlwaysAs(sql`to_tsvector('english', text)`).stored())
    .addPrimaryKeyConstraint('document_chunks_pkey', ['version_id', 'ordinal'])
    .addForeignKeyConstraint('document_chunks_version_fkey', ['tenant_id', 'version_id'], 'document_versions', ['tenant_id', 'id'], (fk) =>
      fk.onDelete('cascade'),
    )
    .execute();
  await sql`CREATE INDEX document_chunks_search_idx ON document_chunks USING gin (search)`.execute(db);

  for (const table of ['repository_items', 'document_versions']) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_updated_at`)} BEFORE UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION set_updated_at()`.execute(db);
  }
  for (const table of ['document_lookups', 'file_blobs', 'repository_items', 'document_versions', 'document_chunks']) {
    await isolateTenantTable(db, table, ['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
  }
  await sql`GRANT EXECUTE ON FUNCTION file_blob_in_use(text) TO ${sql.id(TENANT_ROLE)}`.execute(db);
}
