// A questionnaire is read in a worker thread (questionnaires/reading/questionnaire-reader.ts), not in
// the API's: while the upload of a 500-question workbook is read, the API's event loop keeps
// turning and answers another request. Order, not timing, is checked: read in the API's thread, the
// parse gives the loop back about a hundred times (ExcelJS and JSZip's own pauses) whatever the
// file's size, so a thousand turns, and the request sent after them, came only after the upload's
// answer. On the embedded database only: on PostgreSQL the network waits before the parse give the
// loop its turns anyway, so the order there holds with or without the thread. About 6 s.
import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { after, before, test } from 'node:test';
import { PROJECT_PATHS } from '@app/shared/contract';
import { largeXlsxQuestionnaire, type GeneratedQuestionnaire } from '@app/test-fixtures/questionnaire-files';
import { describeOnDatabase } from './support/databases.ts';
import { projectCalls, startProjectsHarness, type ProjectsHarness } from './support/project-fixtures.ts';

const QUESTIONS = 500;
const TURNS = 1_000;

describeOnDatabase('PGlite', 'questionnaires read outside the API thread', (db) => {
  let h: ProjectsHarness;
  let projectId: string;
  let workbook: GeneratedQuestionnaire;
  before(async () => {
    h = await startProjectsHarness(db());
    projectId = (await createProject({ name: 'Turns project' })).id;
    workbook = await largeXlsxQuestionnaire(QUESTIONS);
  });
  after(() => h?.stop());
  const { get, upload, createProject } = projectCalls(() => h);

  test(`a request sent after ${TURNS} turns of the event loop is answered while a ${QUESTIONS}-question workbook is read at its upload`, async () => {
    const answered: string[] = [];
    const uploading = upload(projectId, { name: workbook.fileName, content: Buffer.from(workbook.data) }).then((response) => {
      answered.push('upload');
      return response;
    });
    for (let turn = 0; turn < TURNS; turn += 1) await nextTurn();
    const request = get(PROJECT_PATHS.projects).then((response) => {
      answered.push('request');
      return response;
    });
    const [uploaded, listed] = await Promise.all([uploading, request]);
    assert.deepEqual(answered, ['request', 'upload']);
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    assert.equal(listed.statusCode, 200, listed.body);
  });
});
