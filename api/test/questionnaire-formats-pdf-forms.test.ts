// Fillable PDF questionnaires (AcroForm), generated with pdf-lib as form tools make them: each
// question's text field and Yes / No boxes found by position, their labels kept out of the question
// text, pre-filled values read; the export read back with pdf.js (the reader) and pdf-lib (the writer's
// library): fields hold the answers, the verdict's box is checked and the others cleared, the original
// bytes untouched before the appended update. A pdf that cannot be filled keeps its answer sheet.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { fillablePdfQuestionnaire, fillablePdfWithDropDowns } from '@app/test-fixtures/questionnaire-files';
import { extractPdfFormPages, extractPdfPages } from '../src/files/pdf-text.ts';
import { extractQuestions, QuestionnaireFileError, writeAnswers, type AnswerToWrite } from '../src/questionnaires/formats/index.ts';

const fieldsOf = (location: object) => {
  const { answerField = null, verdictFields = null } = location as { answerField?: string; verdictFields?: object };
  return { answerField, verdictFields };
};

/** Each field's value (text) or state (boxes: the on value when checked, else "Off"), as pdf.js reads the file. */
async function fieldValues(data: Uint8Array): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const { widgets } of await extractPdfFormPages(data)) {
    for (const widget of widgets) {
      if (widget.type === 'text' || widget.type === 'choice') values[widget.field] = widget.value;
      else if (widget.checked || !(widget.field in values)) values[widget.field] = widget.checked ? widget.onValue : 'Off';
    }
  }
  return values;
}

describe('fillable pdf questionnaires', () => {
  test("each question's answer field and verdict boxes, by position; labels are not question text; pre-filled values read", async () => {
    const file = await fillablePdfQuestionnaire();
    const result = await extractQuestions('pdf', file.data);
    assert.deepEqual(
      result.questions.map(({ reference, text, section }) => ({ reference, text, section })),
      file.questions,
    );
    // The radio group's options are "0", "1", "2" in the file: their labels beside them say which verdict each is.
    const expected = file.fields.map(({ answerField, verdictFields }) => ({
      answerField,
      verdictFields: verdictFields?.['n/a']
        ? { yes: { ...verdictFields.yes!, value: '0' }, no: { ...verdictFields.no!, value: '1' }, 'n/a': { ...verdictFields['n/a'], value: '2' } }
        : verdictFields,
    }));
    assert.deepEqual(
      result.questions.map((question) => fieldsOf(question.location)),
      expected,
    );
    assert.deepEqual(
      result.questions.map((question) => [question.existingAnswer, question.existingVerdict ?? null]),
      file.fields.map((fields) => [fields.existingAnswer, fields.existingVerdict]),
    );
    assert.deepEqual(result.sections, ['Access Control', 'Data Protection']);
  });

  test('the export is the pdf with its fields filled: text set and drawn, the verdict checked, the other boxes cleared', async () => {
    const file = await fillablePdfQuestionnaire();
    const { questions } = await extractQuestions('pdf', file.data);
    const verdicts = ['yes', 'no', 'no', 'n/a', 'yes', 'yes'] as const;
    const answers: AnswerToWrite[] = questions.map((question, index) => ({
      location: question.location,
      answer: index === 1 ? 'Access is revoked within 24 hours ≤ by HR.\n\nSources: Offboarding.docx.' : `Answer ${index + 1}.`,
      verdict: verdicts[index],
    }));
    const exported = await writeAnswers('pdf', file.data, answers);
    assert.deepEqual(
      { format: exported.format, extension: exported.extension, mimeType: exported.mimeType },
      { format: 'pdf', extension: 'pdf', mimeType: 'application/pdf' },
    );
    // An incremental update: every original byte is where it was.
    assert.ok(exported.data.length > file.data.length);
    assert.ok(Buffer.from(exported.data.subarray(0, file.data.length)).equals(Buffer.from(file.data)));

    assert.deepEqual(await fieldValues(exported.data), {
      // Without a verdict box, the verdict leads the answer.
      q1_answer: 'Yes. Answer 1.',
      q2_comments: 'No. Access is revoked within 24 hours ≤ by HR.\n\nSources: Offboarding.docx.',
      q3_yes: 'Off',
      q3_no: 'Yes',
      q3_explanation: 'Answer 3.',
      q4_verdict: '2',
      q4_details: 'Answer 4.',
      // The pre-filled "No" gives way to the reviewer's "Yes".
      q5_yes: 'Yes',
      q5_no: 'Off',
      q5_answer: 'Answer 5.',
      completed_by: '',
    });

    // 2.3 has no field: its answer is on a page added after the form's own.
    const pages = await extractPdfPages(exported.data);
    assert.equal(pages.length, 2);
    assert.deepEqual(pages[1]!.split('\n'), ['Answers to questions without a form field', `2.3 ${file.questions[5]!.text}`, 'Yes. Answer 6.']);

    const form = (await PDFDocument.load(exported.data)).getForm();
    assert.equal(form.getRadioGroup('q4_verdict').getSelected(), 'NA');
    assert.deepEqual(
      ['q3_yes', 'q3_no', 'q5_yes', 'q5_no'].map((name) => form.getCheckBox(name).isChecked()),
      [false, true, true, false],
    );
    // Viewers draw the appearance stream: it holds the new text (hex-encoded in Helvetica's WinAnsi).
    const appearance = form.getTextField('q3_explanation').acroField.getWidgets()[0]!.getNormalAppearance();
    const stream = form.doc.context.lookup(appearance as never);
    assert.ok(stream instanceof PDFRawStream);
    const drawn = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    assert.ok(drawn.includes(`<${Buffer.from('Answer 3.').toString('hex').toUpperCase()}> Tj`), drawn);
    // "≤" is not in Helvetica: that answer is drawn in the embedded wide font, and only that one.
    const fontOf = (name: string) => {
      const widget = form.getTextField(name).acroField.getWidgets()[0]!;
      const appearanceStream = form.doc.context.lookup(widget.getNormalAppearance() as never) as PDFRawStream;
      const fonts = appearanceStream.dict.lookup(PDFName.of('Resources'), PDFDict).lookup(PDFName.of('Font'), PDFDict);
      return fonts
        .entries()
        .map(([, ref]) => String(fonts.context.lookup(ref, PDFDict).get(PDFName.of('BaseFont'))))
        .join();
    };
    assert.match(fontOf('q2_comments'), /LiberationSans/);
    assert.match(fontOf('q3_explanation'), /Helvetica/);
  });

  test('answers not given, or a verdict the boxes do not offer, leave the fields as they were', async () => {
    const file = await fillablePdfQuestionnaire();
    const { questions } = await extractQuestions('pdf', file.data);
    const exported = await writeAnswers('pdf', file.data, [{ location: questions[2]!.location, answer: 'Not applicable', verdict: 'n/a' }]);
    const values = await fieldValues(exported.data);
    assert.deepEqual([values.q3_yes, values.q3_no, values.q3_explanation], ['Off', 'Off', 'Not applicable']);
    assert.deepEqual([values.q5_no, values.q5_answer], ['Yes', file.fields[4]!.existingAnswer]);
    // Read again, the exported form still ties every field to its question.
    const again = await extractQuestions('pdf', exported.data);
    assert.deepEqual(
      again.questions.map((question) => fieldsOf(question.location).answerField),
      file.fields.map((fields) => fields.answerField),
    );
  });

  test('a drop-down whose options say yes or no is the verdict: read, and its option selected in the export', async () => {
    const file = await fillablePdfWithDropDowns();
    const result = await extractQuestions('pdf', file.data);
    assert.deepEqual(
      result.questions.map(({ reference, text }) => ({ reference, text })),
      file.questions.map(({ reference, text }) => ({ reference, text })),
    );
    assert.deepEqual(
      result.questions.map((question) => fieldsOf(question.location)),
      file.fields.map(({ answerField, verdictFields }) => ({ answerField, verdictFields })),
    );
    assert.deepEqual(
      result.questions.map((question) => question.existingVerdict ?? null),
      file.fields.map((fields) => fields.existingVerdict),
    );
    const exported = await writeAnswers(
      'pdf',
      file.data,
      result.questions.map((question, index) => ({
        location: question.location,
        answer: `Answer ${index + 1}.`,
        verdict: (['n/a', 'yes', 'yes'] as const)[index],
      })),
    );
    const values = await fieldValues(exported.data);
    assert.deepEqual(
      [values.q31_response, values.q31_comments, values.q32_status, values.q32_comments, values.q33_team, values.q33_comments],
      // The department list is no verdict: left as it was, and the verdict leads the answer instead.
      ['N/A', 'Answer 1.', 'Compliant', 'Answer 2.', '', 'Yes. Answer 3.'],
    );
    const form = (await PDFDocument.load(exported.data)).getForm();
    assert.deepEqual(form.getDropdown('q32_status').getSelected(), ['Compliant']);
    // Still a plain drop-down: selecting by value never made it editable.
    assert.equal(form.getDropdown('q32_status').isEditable(), false);
  });

  test('a form protected by an owner password is read without its fields and answered on an xlsx sheet; a damaged one is refused', async () => {
    const protectedForm = await fillablePdfQuestionnaire({ ownerPassword: 'owner-secret' });
    const { questions } = await extractQuestions('pdf', protectedForm.data);
    assert.equal(questions.length, 6);
    assert.ok(questions.every((question) => fieldsOf(question.location).answerField === null && fieldsOf(question.location).verdictFields === null));
    const exported = await writeAnswers('pdf', protectedForm.data, [{ location: questions[0]!.location, answer: 'Yes.' }]);
    assert.equal(exported.format, 'xlsx');

    const file = await fillablePdfQuestionnaire();
    await assert.rejects(
      extractQuestions('pdf', file.data.slice(0, 400)),
      (error: unknown) => error instanceof QuestionnaireFileError && error.code === 'unreadable',
    );
    const { questions: read } = await extractQuestions('pdf', file.data);
    const moved = { ...read[0]!.location, line: 40 };
    await assert.rejects(
      writeAnswers('pdf', file.data, [{ location: moved, answer: 'x' }]),
      (error: unknown) => error instanceof QuestionnaireFileError && error.code === 'location_not_found',
    );
  });
});
