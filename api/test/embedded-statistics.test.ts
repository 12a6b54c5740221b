// PGlite runs no autovacuum: after a bulk write the product analyzes the table itself, so that the
// planner does not keep planning for the empty table it first saw (the projects list took 4× as long
// once a project held 500 questions). PostgreSQL's autovacuum does this on its own.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { largeXlsxQuestionnaire } from '@app/test-fixtures/questionnaire-files';
import type { Database } from '../src/db/schema.ts';
import { ANALYZE_DELAY_MS } from '../src/db/embedded-statistics.ts';
import { describeOnDatabase } from './support/databases.ts';
import { projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';

/** The planner's row count of a table: -1 until it is first analyzed (or vacuumed). */
async function plannedRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ reltuples: number }>`SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = ${table}`.execute(db);
  return Number(rows[0]!.reltuples);
}

describeOnDatabase('PGlite', 'table statistics of the embedded database', (db) => {
  let h: ProjectsHarness;
  const { createProject, uploaded, processed, repositoryDocument } = projectCalls(() => h);
  before(async () => {
    h = await startProjectsHarness(db());
  });
  after(() => h?.stop());

  test("a questionnaire's questions and a document's passages are analyzed shortly after they are written", async () => {
    assert.ok((await plannedRows(h.db, 'questions')) <= 0, 'no statistics before');
    const project = await createProject({ name: 'Statistics' });
    const file = await largeXlsxQuestionnaire(120);
    const document = await uploaded(project.id, { name: 'questions.xlsx', content: Buffer.from(file.data) });
    assert.equal((await processed(document.id, 60_000)).state, 'ready_for_review');
    await repositoryDocument('Backup policy.txt', 'Backups are taken daily and kept for thirty days.\n\nRestores are tested every quarter.');

    const deadline = Date.now() + ANALYZE_DELAY_MS + 10_000;
    while (Date.now() < deadline && ((await plannedRows(h.db, 'questions')) < 120 || (await plannedRows(h.db, 'document_chunks')) < 1)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.ok((await plannedRows(h.db, 'questions')) >= 120, `the planner knows the questions: ${await plannedRows(h.db, 'questions')}`);
    assert.ok((await plannedRows(h.db, 'document_chunks')) >= 1, 'and the passages');
  });
});
