// Inviting from the admin screen: an invitation can be revoked and mailed again (a resend makes a new
// link, so `sent_at` is the latest mailing); users' last sign-in is read from the audit log.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invitations')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`UPDATE invitations SET sent_at = created_at`.execute(db);
  await sql`
    CREATE INDEX audit_entries_sign_in_idx ON audit_entries (tenant_id, actor_user_id, created_at)
    WHERE category = 'auth' AND action IN ('login', 'signup')`.execute(db);

  // Administrators of existing organisations invite and manage people, as new organisations' do.
  for (const permission of ['invite_users', 'manage_users', 'manage_entities']) {
    await sql`
      UPDATE role_groups SET permissions = array_append(permissions, ${permission})
      WHERE name = 'Administrator' AND NOT (${permission} = ANY (permissions))`.execute(db);
  }
}
