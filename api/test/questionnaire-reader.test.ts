// Questionnaire files are read in a worker thread (questionnaires/reading/questionnaire-reader.ts):
// what it answers is what the formats library answers in this thread, each refusal keeps its code
// and message across the thread (so the routes' 4xx stay as they were), a file that needs more heap
// than the ceiling is refused as too large without ending the API process (the next read gets a new
// thread), and a read whose thread ends fails as ours (a 500, a retried job). About 20 s.
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  corruptXlsx,
  docxTableQuestionnaire,
  largeXlsxQuestionnaire,
  passwordProtectedOfficeFile,
  pdfQuestionnaire,
  xlsxVerdictQuestionnaire,
  xlsxWithoutQuestions,
  zipBombXlsx,
} from '@app/test-fixtures/questionnaire-files';
import {
  extractQuestions,
  QuestionnaireFileError,
  readQuestionnaireTables,
  type ExtractOptions,
  type QuestionnaireFormat,
} from '../src/questionnaires/formats/index.ts';
import { QuestionnaireReader } from '../src/questionnaires/reading/questionnaire-reader.ts';

const reader = new QuestionnaireReader();
after(() => reader.close());

/** What a promise rejects with. */
async function refusal(reading: Promise<unknown>): Promise<unknown> {
  return reading.then(
    () => assert.fail('expected a refusal'),
    (error: unknown) => error,
  );
}

test('questions and tables are what the formats library reads in this thread', async () => {
  for (const [format, file] of [
    ['xlsx', await xlsxVerdictQuestionnaire()],
    ['docx', await docxTableQuestionnaire()],
    ['pdf', await pdfQuestionnaire()],
  ] as const) {
    assert.deepEqual(await reader.extractQuestions(format, file.data), await extractQuestions(format, file.data), format);
    assert.deepEqual(await reader.readTables(format, file.data), await readQuestionnaireTables(format, file.data), format);
  }
});

test('every refusal crosses the thread as the same QuestionnaireFileError, code and message', async () => {
  const bad: [QuestionnaireFormat, Uint8Array, ExtractOptions?][] = [
    ['xlsx', (await corruptXlsx()).data],
    ['docx', (await corruptXlsx()).data],
    ['xlsx', passwordProtectedOfficeFile().data],
    ['xlsx', (await xlsxWithoutQuestions()).data],
    ['xlsx', (await xlsxVerdictQuestionnaire()).data, { limits: { maxQuestions: 2 } }],
    ['xlsx', (await zipBombXlsx(8 * 1024 * 1024, 1024)).data, { limits: { maxUncompressedBytes: 2 * 1024 * 1024 } }],
  ];
  for (const [format, data, options] of bad) {
    const here = await refusal(extractQuestions(format, data, options));
    const there = await refusal(reader.extractQuestions(format, data, options));
    assert.ok(here instanceof QuestionnaireFileError, String(here));
    assert.ok(there instanceof QuestionnaireFileError, String(there));
    assert.deepEqual({ code: there.code, message: there.message }, { code: here.code, message: here.message });
  }
});

test('a file that needs more heap than the ceiling is too large; a new thread reads the next; a read whose thread ends is our failure', async () => {
  // 40 MB read a 20-question workbook (32 MB do here); a 20,000-question one needs far more (6,000
  // needed about 40, sometimes more, sometimes less: too close to the ceiling to tell it every run).
  const small = new QuestionnaireReader({ heapMb: 40 });
  try {
    const error = await refusal(small.extractQuestions('xlsx', (await largeXlsxQuestionnaire(20_000)).data));
    assert.ok(error instanceof QuestionnaireFileError, String(error));
    assert.equal(error.code, 'too_large');
    assert.match(error.message, /needs more than the 40 MB a questionnaire may use\. Split it into smaller files/);
    const file = await largeXlsxQuestionnaire(20);
    assert.equal((await small.extractQuestions('xlsx', file.data)).questions.length, 20);

    const reading = refusal(small.extractQuestions('xlsx', file.data));
    await nextTurn(); // the file is with the thread
    await small.close();
    const stopped = await reading;
    assert.ok(stopped instanceof Error && !(stopped instanceof QuestionnaireFileError), String(stopped));
    assert.match(stopped.message, /questionnaire reader stopped/);
  } finally {
    await small.close();
  }
});
