// A questionnaire's processing can be cancelled (POST /api/v1/documents/cancel-processing/): the
// pipeline's jobs take turns in slices (fairness), and a person can stop one that runs. `cancelled`
// is a state of its own, from which the questionnaire can be reprocessed.
import { sql, type Kysely } from 'kysely';

const WORKFLOW_STATES = `'queued', 'extracting', 'suggesting', 'ready_for_review', 'in_review', 'completed', 'failed', 'cancelled'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE project_documents DROP CONSTRAINT project_documents_state_check`.execute(db);
  await sql`ALTER TABLE project_documents ADD CONSTRAINT project_documents_state_check CHECK (state IN (${sql.raw(WORKFLOW_STATES)}))`.execute(db);
}
