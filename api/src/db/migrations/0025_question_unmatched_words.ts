// What a suggestion's sources do not mention of its question ("six months", "ARP spoofing"), stored
// with the suggestion for the reviewer (questionnaires/suggestions/unmatched-words.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('unmatched_words', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}
