// CSV (and tab- or semicolon-separated text): one table of questions. Answers go into the answer column
// of the same file (with a Yes/No column, the verdict there and the answer into the explanation
// column), written back with its delimiter, line endings and encoding.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { AnswerToWrite, ExtractedQuestion, ExtractionResult } from './index.ts';
import type { QuestionnaireLimits } from './limits.ts';
import { locationNotFound, noQuestionsFound, QuestionnaireFileError, tooManyQuestions } from './questionnaire-file-error.ts';
import { TableReader } from './table-layout.ts';
import { boxesOnly, tickedText } from './choice-boxes.ts';
import { answerTexts, markedPlaces } from './verdict-columns.ts';

const DELIMITERS = [',', ';', '\t', '|'];
const DELIMITER_SAMPLE_CHARS = 64 * 1024;

type Encoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';

interface CsvText {
  text: string;
  encoding: Encoding;
  delimiter: string;
  lineEnding: '\r\n' | '\n';
  records: string[][];
}

export async function extractCsvQuestions(data: Uint8Array, limits: QuestionnaireLimits, reader = new TableReader()): Promise<ExtractionResult> {
  if (data.byteLength > limits.maxUncompressedBytes) {
    throw new QuestionnaireFileError(
      'too_large',
      `The file is too large: over ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB of text. Split it into smaller files.`,
    );
  }
  const { records } = readCsv(data);
  const result = reader.read({ key: 'file', name: 'the file', grid: { rows: records, merges: [] } });
  if ('skipped' in result) throw noQuestionsFound(`this file (${result.skipped})`);
  if (result.questions.length > limits.maxQuestions) throw tooManyQuestions('file', limits.maxQuestions);
  const questions = result.questions.map((question, index): ExtractedQuestion => ({
    ordinal: index + 1,
    reference: question.reference,
    text: question.text,
    section: question.section,
    location: {
      kind: 'csv',
      row: question.row,
      questionColumn: question.questionColumn,
      answerColumn: question.answerColumn,
      ...(question.verdictColumn !== null && { verdictColumn: question.verdictColumn, verdictValues: question.verdictValues ?? [] }),
      ...(question.verdictMarks && { verdictMarks: question.verdictMarks }),
      ...(question.verdictBoxes && { verdictBoxes: true }),
    },
    existingAnswer: question.existingAnswer,
    existingVerdict: question.existingVerdict,
  }));
  const sections = [...new Set(questions.flatMap((question) => (question.section ? [question.section] : [])))];
  return { format: 'csv', questions, sections, warnings: [] };
}

export async function writeCsvAnswers(original: Uint8Array, answers: readonly AnswerToWrite[]): Promise<Uint8Array> {
  const csv = readCsv(original);
  for (const { location, answer, verdict } of answers) {
    const record = location.kind === 'csv' ? csv.records[location.row] : undefined;
    if (!record || location.kind !== 'csv') {
      throw locationNotFound(location.kind === 'csv' ? `row ${location.row + 1}` : `a ${location.kind} location`);
    }
    const texts = answerTexts(location, answer, verdict);
    const put = (column: number, text: string) => {
      while (record.length <= column) record.push('');
      record[column] = text;
    };
    if (location.verdictColumn !== undefined && location.verdictBoxes) {
      if (verdict) put(location.verdictColumn, tickedText(record[location.verdictColumn] ?? '', verdict));
    } else if (location.verdictColumn !== undefined && texts.verdict !== null) put(location.verdictColumn, texts.verdict);
    for (const [column, mark] of markedPlaces(location.verdictMarks, verdict)) put(column, mark);
    if (texts.answer === null) continue;
    // Into the cell of the boxes: below them.
    const besideBoxes = location.verdictBoxes && location.answerColumn === location.verdictColumn;
    put(location.answerColumn, besideBoxes ? `${boxesOnly(record[location.answerColumn] ?? '')}\n${texts.answer}` : texts.answer);
  }
  let text = stringify(csv.records, {
    delimiter: csv.delimiter,
    record_delimiter: csv.lineEnding === '\r\n' ? 'windows' : 'unix',
    quoted: everyFieldQuoted(csv.text, csv.lineEnding),
  });
  if (!/\r?\n$/.test(csv.text)) text = text.slice(0, -csv.lineEnding.length);
  return encode(text, csv.encoding);
}

function readCsv(data: Uint8Array): CsvText {
  const { text, encoding } = decode(data);
  if (text.includes('\u0000')) {
    throw new QuestionnaireFileError('unreadable', 'The file is not a text (CSV) file. Upload the questionnaire as .csv, .xlsx, .docx or .pdf.');
  }
  const delimiter = detectDelimiter(text);
  try {
    const records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
    return { text, encoding, delimiter, lineEnding: text.includes('\r\n') ? '\r\n' : '\n', records };
  } catch (error) {
    throw new QuestionnaireFileError('unreadable', `The CSV file could not be read: ${(error as Error).message}. Check its quotes and save it again.`, {
      cause: error,
    });
  }
}

/** The delimiter that splits the most records into the same number (above one) of fields. */
function detectDelimiter(text: string): string {
  const sampleEnd = text.length > DELIMITER_SAMPLE_CHARS ? text.lastIndexOf('\n', DELIMITER_SAMPLE_CHARS) : text.length;
  const sample = text.slice(0, sampleEnd > 0 ? sampleEnd : text.length);
  let best = { delimiter: ',', consistent: 0, fields: 1 };
  for (const delimiter of DELIMITERS) {
    let records: string[][];
    try {
      records = parse(sample, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
    } catch {
      continue;
    }
    const byCount = new Map<number, number>();
    for (const record of records) if (record.length > 1) byCount.set(record.length, (byCount.get(record.length) ?? 0) + 1);
    for (const [fields, consistent] of byCount) {
      if (consistent > best.consistent || (consistent === best.consistent && fields > best.fields)) {
        best = { delimiter, consistent, fields };
      }
    }
  }
  return best.delimiter;
}

function everyFieldQuoted(text: string, lineEnding: string): boolean {
  const firstLine = text.slice(0, text.indexOf(lineEnding) === -1 ? undefined : text.indexOf(lineEnding));
  return firstLine.length > 0 && firstLine.startsWith('"') && firstLine.endsWith('"');
}

function decode(data: Uint8Array): { text: string; encoding: Encoding } {
  const decoded = (encoding: 'utf-8' | 'utf-16le' | 'utf-16be', skip: number) => new TextDecoder(encoding).decode(data.subarray(skip));
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return { text: decoded('utf-8', 3), encoding: 'utf-8-bom' };
  if (data[0] === 0xff && data[1] === 0xfe) return { text: decoded('utf-16le', 2), encoding: 'utf-16le' };
  if (data[0] === 0xfe && data[1] === 0xff) return { text: decoded('utf-16be', 2), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), encoding: 'utf-8' };
  } catch {
    // Excel's "CSV" on Windows.
    return { text: new TextDecoder('windows-1252').decode(data), encoding: 'windows-1252' };
  }
}

function encode(text: string, encoding: Encoding): Uint8Array {
  switch (encoding) {
    case 'utf-8':
      return new Uint8Array(Buffer.from(text, 'utf8'));
    case 'utf-16le':
      return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    case 'utf-16be':
      return new Uint8Array(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    case 'utf-8-bom':
    case 'windows-1252':
      // Node cannot encode windows-1252; UTF-8 with a byte order mark opens the same in Excel and keeps any answer.
      return new Uint8Array(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
  }
}
