// A question's verdict beside its answer text: yes, no or n/a (null: none). The questionnaire's
// verdict column (a Yes/No/N/A drop-down) gets it on export, spelled as the file spells it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('verdict', 'text', (c) => c.check(sql`verdict IN ('yes', 'no', 'n/a')`))
    .execute();
}
