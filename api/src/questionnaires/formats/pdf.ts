// PDF questionnaires: questions are numbered lines or lines ending in "?" (wrapped lines joined), short
// title lines are sections. A fillable pdf (a form) takes its answers in its own fields; any other
// exports as an xlsx answer sheet.
import ExcelJS from 'exceljs';
import { extractPdfFormPages, type PdfFormPage } from '../../files/pdf-text.ts';
import { UnreadableFileError } from '../../files/unreadable-file-error.ts';
import type { AnswerToWrite, ExtractedQuestion, ExtractionResult } from './index.ts';
import { fillPdfForm, fillsFormFields, formPage, tieFormFields } from './pdf-form.ts';
import { DEFAULT_LIMITS, type QuestionnaireLimits } from './limits.ts';
import { locationNotFound, noQuestionsFound, QuestionnaireFileError, tooManyQuestions } from './questionnaire-file-error.ts';
import { ANSWER_LABEL, isFillInPlaceholder, isInstructionsTitle, looksLikeTitle, normalizeText, splitNumbering } from './question-text.ts';
import { withVerdict } from './verdict-columns.ts';
import { boxChoices } from './choice-boxes.ts';

const KIND = 'PDF';
/** A question wraps over a few lines at most; more is body text. */
const MAX_QUESTION_LINES = 6;

export async function extractPdfQuestions(data: Uint8Array, limits: QuestionnaireLimits): Promise<ExtractionResult> {
  const pages = await readPages(data);
  if (pages.length > limits.maxPdfPages) {
    throw new QuestionnaireFileError('too_large', `The PDF has ${pages.length} pages, more than ${limits.maxPdfPages}. Split it into smaller files.`);
  }
  const formPages = pages.map(formPage);
  const questions = findQuestions(
    formPages.map((page) => page.lines.map((line) => normalizeText(line.text))),
    limits,
  );
  if (questions.length === 0) throw noQuestionsFound('this PDF');
  tieFormFields(questions, formPages);
  const sections = [...new Set(questions.flatMap((question) => (question.section ? [question.section] : [])))];
  return { format: 'pdf', questions, sections, warnings: [] };
}

const placeKey = (location: { page: number; line: number }) => `${location.page}:${location.line}`;

/**
 * A form (a pdf whose questions have fields) comes back as the pdf with its fields filled in; any
 * other pdf as an xlsx answer sheet. Each answer goes where the file, read now, puts its question.
 */
export async function writePdfAnswers(original: Uint8Array, answers: readonly AnswerToWrite[]): Promise<{ format: 'pdf' | 'xlsx'; data: Uint8Array }> {
  const { questions } = await extractPdfQuestions(original, DEFAULT_LIMITS);
  const byPlace = new Map(questions.flatMap((question) => (question.location.kind === 'pdf' ? [[placeKey(question.location), question] as const] : [])));
  const placed = answers.map((answer) => {
    const stored = answer.location;
    if (stored.kind !== 'pdf') throw locationNotFound(`a ${stored.kind} location`);
    const question = byPlace.get(placeKey(stored));
    if (question?.location.kind !== 'pdf') throw locationNotFound(`page ${stored.page}, line ${stored.line + 1}`);
    return { answer, question, location: question.location };
  });
  if (questions.some((question) => fillsFormFields(question.location))) return { format: 'pdf', data: await fillPdfForm(original, placed) };
  return { format: 'xlsx', data: await answerSheet(questions, placed) };
}

/** An xlsx with one row per question of the pdf: its number, section, text and answer. */
async function answerSheet(questions: readonly ExtractedQuestion[], placed: readonly { answer: AnswerToWrite }[]): Promise<Uint8Array> {
  const answerAt = new Map<string, string>();
  for (const { answer } of placed) {
    if (answer.location.kind === 'pdf') answerAt.set(placeKey(answer.location), withVerdict(answer.answer, answer.verdict));
  }

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Answers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: 'No.', key: 'number', width: 10 },
    { header: 'Section', key: 'section', width: 28 },
    { header: 'Question', key: 'question', width: 70 },
    { header: 'Answer', key: 'answer', width: 70 },
  ];
  for (const question of questions) {
    const key = question.location.kind === 'pdf' ? placeKey(question.location) : '';
    sheet.addRow({
      number: question.reference ?? String(question.ordinal),
      section: question.section ?? '',
      question: question.text,
      answer: answerAt.get(key) ?? '',
    });
  }
  sheet.eachRow((row) => {
    row.alignment = { wrapText: true, vertical: 'top' };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  sheet.autoFilter = { from: 'A1', to: 'D1' };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function readPages(data: Uint8Array): Promise<PdfFormPage[]> {
  try {
    return await extractPdfFormPages(data);
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    const passwordProtected = error.cause instanceof Error && error.cause.name === 'PasswordException';
    throw new QuestionnaireFileError(passwordProtected ? 'password_protected' : 'unreadable', error.message, { cause: error });
  }
}

interface OpenQuestion {
  page: number;
  line: number;
  lines: string[];
  reference: string | null;
  section: string | null;
}

function findQuestions(pages: string[][], limits: QuestionnaireLimits): ExtractedQuestion[] {
  const furniture = repeatedLines(pages);
  const questions: ExtractedQuestion[] = [];
  let section: string | null = null;
  let inInstructions = false;
  let open: OpenQuestion | null = null;

  const close = () => {
    if (open && !inInstructions) {
      if (questions.length >= limits.maxQuestions) throw tooManyQuestions(KIND, limits.maxQuestions);
      questions.push({
        ordinal: questions.length + 1,
        reference: open.reference,
        text: open.lines.join(' '),
        section: open.section,
        location: { kind: 'pdf', page: open.page, line: open.line, lineCount: open.lines.length },
        existingAnswer: null,
      });
    }
    open = null;
  };

  pages.forEach((lines, pageIndex) => {
    // Lines of body text since the last finished sentence: the start of a wrapped unnumbered question.
    let pending: { line: number; text: string }[] = [];
    lines.forEach((line, lineIndex) => {
      if (!line || furniture.has(line) || /^(page\s*)?\d+(\s*(of|\/)\s*\d+)?$/i.test(line)) return;
      // Boxes to tick ("[ ] Yes [ ] No") belong to the answer: a line of them ends the question.
      const boxes = boxChoices(line);
      const text = boxes ? boxes.rest : line;
      if (!text || ANSWER_LABEL.test(text) || isFillInPlaceholder(text)) {
        close();
        pending = [];
        return;
      }
      const numbered = splitNumbering(text);
      if (numbered.reference !== null && numbered.text.length >= 3) {
        close();
        pending = [];
        if (isSectionTitle(numbered, lines.slice(lineIndex + 1))) {
          section = numbered.text;
          inInstructions = isInstructionsTitle(numbered.text);
          return;
        }
        open = { page: pageIndex + 1, line: lineIndex, lines: [numbered.text], reference: numbered.reference, section };
        if (endsSentence(text)) close();
        return;
      }
      const current = open as OpenQuestion | null;
      if (current && current.lines.length < MAX_QUESTION_LINES && !isHeading(text)) {
        current.lines.push(text);
        if (endsSentence(text)) close();
        return;
      }
      close();
      if (/\?\s*\)?$/.test(text)) {
        const start = pending[0] ?? { line: lineIndex, text };
        open = { page: pageIndex + 1, line: start.line, lines: [...pending.map((line) => line.text), text], reference: null, section };
        close();
        pending = [];
      } else if (isHeading(text)) {
        section = text;
        inInstructions = isInstructionsTitle(text);
        pending = [];
      } else if (endsSentence(text)) {
        pending = [];
      } else {
        pending = [...pending, { line: lineIndex, text }].slice(-(MAX_QUESTION_LINES - 1));
      }
    });
    // A question does not continue across a page break (a footer would slip into it).
    close();
  });
  return questions;
}

function endsSentence(text: string): boolean {
  return /[.?!:]\s*\)?$/.test(text);
}

/** A short line in title case or capitals: "Access Control", "DATA PROTECTION". */
function isHeading(text: string): boolean {
  if (!looksLikeTitle(text)) return false;
  const words = text.split(' ').filter((word) => /^[A-Za-z]/.test(word) && word.length > 3);
  return words.length > 0 && words.every((word) => /^[A-Z]/.test(word));
}

/** A numbered title: in title case, or short above a deeper number ("1 General" above "1.1 Do you…"). */
function isSectionTitle(numbered: { reference: string | null; text: string }, following: string[]): boolean {
  if (isHeading(numbered.text)) return true;
  if (!looksLikeTitle(numbered.text) || numbered.text.split(' ').length > 6) return false;
  const next = following.map((line) => splitNumbering(line).reference).find((reference) => reference !== null);
  return next !== undefined && next.startsWith(`${numbered.reference}.`);
}

/** Lines printed on most pages (running headers and footers), when there are pages enough to tell. */
function repeatedLines(pages: string[][]): Set<string> {
  if (pages.length < 3) return new Set();
  const counts = new Map<string, number>();
  for (const lines of pages) for (const line of new Set(lines)) counts.set(line, (counts.get(line) ?? 0) + 1);
  return new Set([...counts].filter(([, count]) => count * 2 > pages.length).map(([line]) => line));
}
