// Whether an export writes each answer's cited documents after its explanation ("Sources: …"), as
// the person exporting chose.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('project_exports')
    .addColumn('include_sources', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
