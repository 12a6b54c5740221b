// A questionnaire's layout as a person confirmed it (which sheets or tables are read, their header
// row and the column of each role): every extraction of the document reads it instead of detecting.
// Null: detection decides.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('project_documents').addColumn('layout', 'jsonb').execute();
}
