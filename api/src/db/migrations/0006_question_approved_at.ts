// When a question's answer was approved: the admin dashboard's "answers approved per week" counts
// by it. Answers approved before this column existed keep no time and are not counted.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('approved_at', 'timestamptz').execute();
  await sql`CREATE INDEX questions_approved_at_idx ON questions (tenant_id, approved_at) WHERE approved_at IS NOT NULL`.execute(db);
}
