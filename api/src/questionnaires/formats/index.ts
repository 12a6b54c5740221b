// Questionnaire file formats: find the questions in a client's questionnaire file (xlsx, csv, docx,
// pdf) and later write the approved answers back into the same file. Pure: no database, no HTTP.
//
//   const format = await detectQuestionnaireFormat(bytes, 'security.xlsx');
//   const { questions, warnings } = await extractQuestions(format, bytes);
//   // store each question's `location` (plain JSON) with it, answer, review...
//   const exported = await writeAnswers(format, bytes, [{ location, answer }]);
//
// Every failure a user can cause (a corrupt, encrypted, empty, too large or unsupported file) is a
// QuestionnaireFileError with a human message and a code.
import type { Verdict } from '@app/shared/contract';
import { extractCsvQuestions, writeCsvAnswers } from './csv.ts';
import { extractDocxQuestions, writeDocxAnswers } from './docx.ts';
import { extractPdfQuestions, writePdfAnswers } from './pdf.ts';
import { DEFAULT_LIMITS, MAX_COUNTED_QUESTIONS, type QuestionnaireLimits } from './limits.ts';
import { QuestionnaireFileError, tooManyQuestions } from './questionnaire-file-error.ts';
import { TableReader, type QuestionnaireLayout, type TableOutcome } from './table-layout.ts';
import { extractXlsxQuestions, writeXlsxAnswers } from './xlsx.ts';

export { detectQuestionnaireFormat } from './detect-format.ts';
export { QuestionnaireFileError, type QuestionnaireFileErrorCode } from './questionnaire-file-error.ts';
export { DEFAULT_LIMITS, type QuestionnaireLimits } from './limits.ts';
export { questionLocationSchema } from './location-schema.ts';
export { questionnaireLayoutSchema } from './layout-schema.ts';
export type { QuestionnaireLayout, TableChoice, TableOutcome } from './table-layout.ts';
export type { TableColumns } from './tabular.ts';
export { hasVerdictColumn, spellsVerdict } from './verdict-columns.ts';

export type QuestionnaireFormat = 'xlsx' | 'csv' | 'docx' | 'pdf';

/** The formats an export can be written in (a pdf questionnaire without form fields exports as an xlsx answer sheet). */
export type AnsweredFormat = QuestionnaireFormat;

export const QUESTIONNAIRE_MIME_TYPES: Record<QuestionnaireFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/**
 * Where a question is and where its answer goes. Plain JSON, stored with the question; `kind` says
 * which format it belongs to. Rows, columns, paragraphs and tables are counted as noted per field.
 *
 * A table with a verdict column (Yes / No / N/A) names it beside the answer place, with its values as
 * the file spells them; the answer place is then the explanation column (Comments, Evidence…), or the
 * verdict column itself when the table has no explanation column. Without one (locations stored before
 * verdicts existed too), the answer place is the single answer column. A table whose verdict is an X
 * under one of several columns ("Yes | No | Not Applicable") names those cells instead.
 */
export type QuestionLocation =
  | {
      kind: 'xlsx';
      /** The worksheet's name. */
      sheet: string;
      /** 1-based worksheet row. */
      row: number;
      /** A1 address of the question cell, e.g. "B7". */
      questionCell: string;
      /** A1 address of the cell the answer is written to, e.g. "D7". */
      answerCell: string;
      /** A1 address of the verdict cell, e.g. "C7"; absent without a verdict column. */
      verdictCell?: string;
      /** The values of the verdict column's drop-down (or its header's), in their own spelling: ["Yes", "No", "N/A"]. */
      verdictValues?: string[];
      /** A verdict given by marking one of several cells instead: each verdict's cell, e.g. { yes: "F7", no: "G7" }. */
      verdictMarks?: Partial<Record<Verdict, string>>;
      /** The verdict cell offers boxes to tick ("☐ Yes ☐ No"): the verdict ticks one. */
      verdictBoxes?: boolean;
    }
  | {
      kind: 'csv';
      /** 0-based record index in the file (the header row is a record too). */
      row: number;
      /** 0-based column of the question. */
      questionColumn: number;
      /** 0-based column the answer is written to; may be past the last column (a new column is added). */
      answerColumn: number;
      /** 0-based verdict column; absent without one. */
      verdictColumn?: number;
      verdictValues?: string[];
      /** A verdict given by marking one of several columns instead: each verdict's 0-based column. */
      verdictMarks?: Partial<Record<Verdict, number>>;
      /** The verdict cell offers boxes to tick ("☐ Yes ☐ No"): the verdict ticks one. */
      verdictBoxes?: boolean;
    }
  | {
      kind: 'docx_paragraph';
      /** 0-based index of the question's paragraph among all w:p of word/document.xml, in document order. */
      paragraphIndex: number;
      /**
       * The paragraph the answer is written into: an empty placeholder or an "Answer:" line right after
       * the question. Absent: the answer is inserted as a new paragraph right after the question.
       */
      answerParagraphIndex?: number;
      /** The paragraph offering boxes to tick ("☐ Yes ☐ No"): the question's own, or the one after it. */
      verdictParagraphIndex?: number;
      /** The words of those boxes ("Yes", "No", "N/A"). */
      verdictValues?: string[];
    }
  | {
      kind: 'docx_table_cell';
      /** 0-based index among all w:tbl of word/document.xml, in document order. */
      tableIndex: number;
      /** 0-based w:tr of that table. */
      row: number;
      /** 0-based w:tc of that row (a merged cell counts once). */
      questionColumn: number;
      answerColumn: number;
      /** 0-based w:tc of the verdict cell (a Y/N column); absent without one. */
      verdictColumn?: number;
      verdictValues?: string[];
      /** A verdict given by marking one of several cells instead: each verdict's 0-based w:tc. */
      verdictMarks?: Partial<Record<Verdict, number>>;
      /** The verdict cell offers boxes to tick ("☐ Yes ☐ No"): the verdict ticks one. */
      verdictBoxes?: boolean;
    }
  | {
      kind: 'pdf';
      /** 1-based page. */
      page: number;
      /** 0-based first line of the question on that page (a wrapped question spans `lineCount` lines); a form's field labels are not lines. */
      line: number;
      lineCount: number;
      /** A fillable pdf: the text field the answer is written into (its fully qualified name). */
      answerField?: string;
      /** A fillable pdf: the check boxes or radio group of the verdict, each verdict's field and the value that ticks it. */
      verdictFields?: Partial<Record<Verdict, { field: string; value: string }>>;
    };

export interface ExtractedQuestion {
  /** 1-based position in the file. */
  ordinal: number;
  /** The question's own reference: an ID/number column ("A.1.2") or a numbering prefix ("3.1", "Q4"); null when none. */
  reference: string | null;
  /** The question text, whitespace collapsed, without its numbering prefix. */
  text: string;
  /** Sheet name, heading, section title row or category column value; null when none. */
  section: string | null;
  location: QuestionLocation;
  /** Text already in the answer cell/placeholder (a pre-filled answer); null when empty. */
  existingAnswer: string | null;
  /** The verdict already in the verdict column ("Y" → yes); null or absent when none. */
  existingVerdict?: Verdict | null;
}

export interface ExtractionResult {
  format: QuestionnaireFormat;
  questions: ExtractedQuestion[];
  /** The sheets (xlsx) or sections in which questions were found, in file order. */
  sections: string[];
  /** What a user should know but that did not stop extraction, e.g. "Sheet "Instructions" has no question column and was skipped." */
  warnings: string[];
}

export interface ExtractOptions {
  /** Lower limits (tests); defaults to DEFAULT_LIMITS. */
  limits?: Partial<QuestionnaireLimits>;
  /** The tables' columns as a person confirmed them, read instead of what detection finds. */
  layout?: QuestionnaireLayout;
}

/**
 * Finds the questions in a questionnaire file, and says how each of its tables was read. Throws
 * QuestionnaireFileError: 'unreadable' (corrupt), 'password_protected', 'no_questions', 'too_large'
 * (more than limits.maxQuestions questions, or more than limits.maxUncompressedBytes of content: zip
 * bombs) or 'unsupported'.
 */
export async function extractQuestions(
  format: QuestionnaireFormat,
  data: Uint8Array,
  options: ExtractOptions = {},
): Promise<ExtractionResult & { tables: TableOutcome[] }> {
  const limits: QuestionnaireLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const reader = new TableReader(options.layout);
  const result = await extractWith(format, data, countingLimits(limits), reader);
  if (result.questions.length > limits.maxQuestions) throw tooManyQuestions(FILE_KINDS[format], limits.maxQuestions, result.questions.length);
  return { ...result, tables: reader.outcomes };
}

/**
 * How each table of a questionnaire (the sheets of a workbook, a csv file, the tables of a Word
 * document; none in a pdf) is read, with `options.layout` or by detection, even when none holds a
 * question. Throws the QuestionnaireFileError of a file that cannot be read.
 */
export async function readQuestionnaireTables(format: QuestionnaireFormat, data: Uint8Array, options: ExtractOptions = {}): Promise<TableOutcome[]> {
  const reader = new TableReader(options.layout);
  try {
    await extractWith(format, data, countingLimits({ ...DEFAULT_LIMITS, ...options.limits }), reader);
  } catch (error) {
    if (!(error instanceof QuestionnaireFileError && error.code === 'no_questions')) throw error;
  }
  return reader.outcomes;
}

/** Read past the limit (up to a hard bound) so that a refusal can say how many questions there are. */
function countingLimits(limits: QuestionnaireLimits): QuestionnaireLimits {
  return { ...limits, maxQuestions: Math.max(limits.maxQuestions, MAX_COUNTED_QUESTIONS) };
}

/** How a refusal names the file. */
const FILE_KINDS: Record<QuestionnaireFormat, string> = { xlsx: 'workbook', csv: 'file', docx: 'document', pdf: 'PDF' };

function extractWith(format: QuestionnaireFormat, data: Uint8Array, limits: QuestionnaireLimits, reader: TableReader): Promise<ExtractionResult> {
  switch (format) {
    case 'xlsx':
      return extractXlsxQuestions(data, limits, reader);
    case 'csv':
      return extractCsvQuestions(data, limits, reader);
    case 'docx':
      return extractDocxQuestions(data, limits, reader);
    case 'pdf':
      return extractPdfQuestions(data, limits);
  }
}

export interface AnswerToWrite {
  location: QuestionLocation;
  /** The answer text: into the answer (explanation) place. */
  answer: string;
  /**
   * Into the verdict column, spelled as that column spells it (left as it is when its values have no
   * word for it); with a single answer column, the answer starts with it: "Yes. …".
   */
  verdict?: Verdict | null;
}

export interface AnsweredFile {
  data: Uint8Array;
  format: AnsweredFormat;
  /** Without the dot: "xlsx". */
  extension: AnsweredFormat;
  mimeType: string;
}

/**
 * Writes answers into a copy of the original file: xlsx keeps its formatting, sheets, merged cells and
 * column widths; docx is edited in place (table cells keep their paragraph/run properties, paragraph
 * answers get the document's normal style); csv keeps its delimiter; a fillable pdf gets its text
 * fields set and its verdict boxes ticked (an incremental update after the original bytes); another pdf
 * becomes an xlsx answer sheet (number, question, answer). Answers not given leave their cells as they were. A
 * verdict goes into the verdict column in the file's own vocabulary, its answer into the explanation
 * column; with a single answer column the answer reads "Yes. …".
 * Throws QuestionnaireFileError 'location_not_found' when a location is not in the file (or is of
 * another format), and the extraction codes when the original cannot be read.
 */
export async function writeAnswers(format: QuestionnaireFormat, original: Uint8Array, answers: readonly AnswerToWrite[]): Promise<AnsweredFile> {
  switch (format) {
    case 'xlsx':
      return answeredFile('xlsx', await writeXlsxAnswers(original, answers));
    case 'csv':
      return answeredFile('csv', await writeCsvAnswers(original, answers));
    case 'docx':
      return answeredFile('docx', await writeDocxAnswers(original, answers));
    case 'pdf': {
      const answered = await writePdfAnswers(original, answers);
      return answeredFile(answered.format, answered.data);
    }
  }
}

function answeredFile(format: AnsweredFormat, data: Uint8Array): AnsweredFile {
  return { data, format, extension: format, mimeType: QUESTIONNAIRE_MIME_TYPES[format] };
}
