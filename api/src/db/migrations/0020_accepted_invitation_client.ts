// An invitation to a new client, once accepted, names the client its person created at sign-up (so
// the invitations list shows it instead of "New client"); this fills that in for those accepted before.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE invitations AS i SET entity_id = u.entity_id
    FROM users AS u
    WHERE u.tenant_id = i.tenant_id AND lower(u.email) = lower(i.email) AND u.kind = 'entity' AND u.entity_id IS NOT NULL
      AND i.used_at IS NOT NULL AND i.entity_id IS NULL AND i.user_type = 'entity'`.execute(db);
}
