// A subscription's end date becomes the day it ends, the first day it no longer covers (it was its
// last day): one plan can then end on the day the next one starts without the two sharing a day,
// which "change now" needs (the old plan ends today, the new one starts today).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE subscriptions SET end_date = end_date + 1 WHERE end_date IS NOT NULL`.execute(db);
}
