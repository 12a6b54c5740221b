// Files a questionnaire cannot be read from: each is refused with its code and a message a user can act on.
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import PDFDocument from 'pdfkit';
import {
  detectQuestionnaireFormat,
  extractQuestions,
  QuestionnaireFileError,
  type QuestionnaireFileErrorCode,
  type QuestionnaireFormat,
} from '../src/questionnaires/formats/index.ts';
import {
  corruptXlsx,
  docxWithoutQuestions,
  largeXlsxQuestionnaire,
  passwordProtectedOfficeFile,
  pdfQuestionnaire,
  xlsxWithoutQuestions,
  xlsxWithTitleBlock,
  zipBombXlsx,
} from '@app/test-fixtures/questionnaire-files';

function refusedWith(code: QuestionnaireFileErrorCode, message: RegExp) {
  return (error: unknown) => {
    assert.ok(error instanceof QuestionnaireFileError, String(error));
    assert.equal(error.code, code);
    assert.match(error.message, message);
    return true;
  };
}

async function proseOnlyPdf(): Promise<Uint8Array> {
  const pdf = new PDFDocument();
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => pdf.on('end', resolve));
  pdf.text('Our company was founded in 2009. We build analytics software for retailers.');
  pdf.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

describe('format detection', () => {
  test('the format comes from the content, whatever the name says', async () => {
    const xlsx = await xlsxWithTitleBlock();
    const pdf = await pdfQuestionnaire();
    const docx = await docxWithoutQuestions();
    assert.equal(await detectQuestionnaireFormat(xlsx.data, 'renamed.pdf'), 'xlsx');
    assert.equal(await detectQuestionnaireFormat(pdf.data, 'questions.xlsx'), 'pdf');
    assert.equal(await detectQuestionnaireFormat(docx.data, 'file'), 'docx');
    assert.equal(await detectQuestionnaireFormat(new Uint8Array(Buffer.from('Question,Answer\nIs it?,\n')), 'list.csv'), 'csv');
  });

  test('a damaged file keeps the format its name gives, for extraction to say it is unreadable', async () => {
    const corrupt = await corruptXlsx();
    assert.equal(await detectQuestionnaireFormat(corrupt.data, corrupt.fileName), 'xlsx');
  });

  test('other files are unsupported, password-protected office files are said to be', async () => {
    await assert.rejects(detectQuestionnaireFormat(gzipSync(Buffer.from('hello')), 'questions.xlsx'), refusedWith('unsupported', /GZ file cannot be read/));
    await assert.rejects(
      detectQuestionnaireFormat(new Uint8Array([0, 1, 2, 3, 0, 0, 7]), 'blob.bin'),
      refusedWith('unsupported', /"blob.bin" cannot be read as a questionnaire/),
    );
    const protectedFile = passwordProtectedOfficeFile();
    await assert.rejects(detectQuestionnaireFormat(protectedFile.data, protectedFile.fileName), refusedWith('password_protected', /protected by a password/));
  });
});

describe('unreadable and protected files', () => {
  test('a corrupt xlsx, docx or pdf is unreadable', async () => {
    const corrupt = await corruptXlsx();
    await assert.rejects(extractQuestions('xlsx', corrupt.data), refusedWith('unreadable', /workbook could not be read: it is damaged/));
    await assert.rejects(extractQuestions('docx', corrupt.data), refusedWith('unreadable', /document could not be read/));
    const pdf = await pdfQuestionnaire();
    await assert.rejects(extractQuestions('pdf', pdf.data.slice(0, 300)), refusedWith('unreadable', /damaged|not a valid PDF/));
  });

  test('a zip that is no office file (no workbook or document inside) is unreadable', async () => {
    const xlsx = await xlsxWithTitleBlock();
    await assert.rejects(extractQuestions('docx', xlsx.data), refusedWith('unreadable', /document could not be read/));
  });

  test('binary content given as csv is unreadable', async () => {
    await assert.rejects(extractQuestions('csv', new Uint8Array([0x51, 0, 0x75, 0, 0, 0])), refusedWith('unreadable', /not a text \(CSV\) file/));
  });

  test('password-protected office files and pdfs', async () => {
    const protectedFile = passwordProtectedOfficeFile();
    await assert.rejects(extractQuestions('xlsx', protectedFile.data), refusedWith('password_protected', /workbook is protected by a password/));
    await assert.rejects(extractQuestions('docx', protectedFile.data), refusedWith('password_protected', /document is protected by a password/));
    const pdf = await pdfQuestionnaire({ userPassword: 'secret' });
    await assert.rejects(extractQuestions('pdf', pdf.data), refusedWith('password_protected', /password-protected/));
  });
});

describe('files without questions', () => {
  const cases: [string, QuestionnaireFormat, () => Promise<Uint8Array>, RegExp][] = [
    ['a price list workbook', 'xlsx', async () => (await xlsxWithoutQuestions()).data, /any sheet of this workbook \("Prices"\)/],
    ['meeting notes', 'docx', async () => (await docxWithoutQuestions()).data, /this document/],
    ['prose in a pdf', 'pdf', proseOnlyPdf, /this PDF/],
    ['a csv of names', 'csv', async () => new Uint8Array(Buffer.from('Name,Email\nAda,ada@example.com\n')), /this file/],
    ['an empty csv', 'csv', async () => new Uint8Array(), /this file/],
  ];
  for (const [name, format, file, where] of cases) {
    test(name, async () => {
      await assert.rejects(extractQuestions(format, await file()), (error: unknown) => {
        refusedWith('no_questions', /^No questions were found in /)(error);
        assert.match((error as Error).message, where);
        assert.match((error as Error).message, /column headed "Question"/);
        return true;
      });
    });
  }
});

describe('too large', () => {
  test('more than 2,000 questions (QUESTIONNAIRE_MAX_QUESTIONS): the refusal says how many', async () => {
    const file = await largeXlsxQuestionnaire(2_001);
    await assert.rejects(
      extractQuestions('xlsx', file.data),
      refusedWith('too_large', /The workbook holds 2,001 questions; one questionnaire may hold at most 2,000\./),
    );
    assert.equal((await extractQuestions('xlsx', (await largeXlsxQuestionnaire(2_000)).data)).questions.length, 2_000);
  });

  test('a lower question limit applies to every format', async () => {
    await assert.rejects(
      extractQuestions('xlsx', (await xlsxWithTitleBlock()).data, { limits: { maxQuestions: 4 } }),
      refusedWith('too_large', /holds \d+ questions; one questionnaire may hold at most 4/),
    );
    await assert.rejects(
      extractQuestions('pdf', (await pdfQuestionnaire()).data, { limits: { maxQuestions: 2 } }),
      refusedWith('too_large', /The PDF holds \d+ questions; one questionnaire may hold at most 2/),
    );
  });

  test('a zip bomb is stopped while inflating, even when its sizes lie', async () => {
    const bomb = await zipBombXlsx(8 * 1024 * 1024, 1024);
    await assert.rejects(
      extractQuestions('xlsx', bomb.data, { limits: { maxUncompressedBytes: 2 * 1024 * 1024 } }),
      refusedWith('too_large', /exceeds 2 MB once uncompressed/),
    );
  });

  test('a zip declaring more than the default limit is refused before inflating anything', async () => {
    const bomb = await zipBombXlsx(4096, 512 * 1024 * 1024);
    await assert.rejects(extractQuestions('xlsx', bomb.data), refusedWith('too_large', /exceeds 100 MB once uncompressed/));
  });

  test('a csv over the size limit', async () => {
    const csv = new Uint8Array(Buffer.from(`Question,Answer\n${'Is it?,\n'.repeat(200)}`));
    await assert.rejects(extractQuestions('csv', csv, { limits: { maxUncompressedBytes: 1000 } }), refusedWith('too_large', /too large/));
  });
});
