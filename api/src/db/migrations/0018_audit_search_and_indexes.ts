// The audit log at a million rows: each entry stores the text its search looks in (who acted and the
// target's name, as they were when it was written), trigram-indexed, instead of a search that looked
// up every entry's target; the list's order (newest first: created_at, seq) and each filter have an
// index that serves them without sorting.
import { sql, type Kysely } from 'kysely';

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export async function up(db: Kysely<any>): Promise<void> {
  // The name people read for an entry's target: its row's name today, or the one the entry recorded
  // when the row is gone (a deleted project keeps the name its entry wrote), or a failed sign-in's email.
  // Invoker's rights: under row-level security it reads the caller's tenant only.
  await sql`
    CREATE FUNCTION audit_target_label(tenant uuid, kind text, target_id text, before jsonb, after jsonb)
    RETURNS text LANGUAGE plpgsql STABLE AS $$
    DECLARE
      target uuid := CASE WHEN target_id ~* ${sql.lit(UUID)} THEN target_id::uuid END;
      label text;
    BEGIN
      IF target IS NOT NULL THEN
        label := CASE kind
          WHEN 'project' THEN (SELECT t.name FROM projects t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'project_document' THEN (SELECT t.name FROM project_documents t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'question' THEN (SELECT left(t.text, 120) FROM questions t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'user' THEN (SELECT coalesce(nullif(trim(t.first_name || ' ' || t.last_name), ''), t.email) FROM users t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'entity' THEN (SELECT t.name FROM entities t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'folder' THEN (SELECT t.name FROM repository_items t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'document' THEN (SELECT t.name FROM repository_items t WHERE t.tenant_id = tenant AND t.id = target)
          WHEN 'project_export' THEN (SELECT t.file_name FROM project_exports t WHERE t.tenant_id = tenant AND t.id = target)
        END;
      END IF;
      RETURN coalesce(label, after->>'name', before->>'name', after->>'file_name', after->>'email');
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION audit_search_text(entry audit_entries) RETURNS text LANGUAGE sql STABLE AS $$
      SELECT concat_ws(' ',
        (SELECT concat_ws(' ', trim(u.first_name || ' ' || u.last_name), u.email) FROM users u
          WHERE u.tenant_id = entry.tenant_id AND u.id = entry.actor_user_id),
        audit_target_label(entry.tenant_id, entry.target_type, entry.target_id, entry.before, entry.after))
    $$`.execute(db);
  await db.schema
    .alterTable('audit_entries')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`
    CREATE FUNCTION audit_entries_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN NEW.search_text := audit_search_text(NEW); RETURN NEW; END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_entries_search_text BEFORE INSERT ON audit_entries
    FOR EACH ROW EXECUTE FUNCTION audit_entries_fill_search_text()`.execute(db);
  // The entries written before: the one change ever made to them, with the append-only guard off.
  await sql`ALTER TABLE audit_entries DISABLE TRIGGER audit_entries_append_only`.execute(db);
  await sql`UPDATE audit_entries a SET search_text = audit_search_text(a)`.execute(db);
  await sql`ALTER TABLE audit_entries ENABLE TRIGGER audit_entries_append_only`.execute(db);
  await sql`CREATE INDEX audit_entries_search_trgm_idx ON audit_entries USING gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema.dropIndex('audit_entries_tenant_created_idx').execute();
  const newestFirst = (name: string, filter?: string) =>
    sql`CREATE INDEX ${sql.id(name)} ON audit_entries (tenant_id, ${sql.raw(filter ? `${filter}, ` : '')}created_at DESC, seq DESC)`.execute(db);
  await newestFirst('audit_entries_tenant_created_idx');
  await newestFirst('audit_entries_category_created_idx', 'category');
  await newestFirst('audit_entries_action_created_idx', 'action');
  await newestFirst('audit_entries_entity_created_idx', 'entity_id');
}
