// A questionnaire's verdict column (Yes / No / N/A, Y / N, Compliant / Non-compliant…) and how a
// verdict is written into it: in the column's own spelling, never in a word its drop-down refuses.
// Shared by every format that has columns (xlsx, csv, docx tables).
import type { Verdict } from '@app/shared/contract';
import type { QuestionLocation } from './index.ts';
import { normalizeText } from './question-text.ts';

/** How each verdict may be spelled in a questionnaire's list of values, surest first. */
const SPELLINGS: Record<Verdict, RegExp> = {
  yes: /^(?:yes|y|true|(?:fully\s+)?compliant|implemented|in\s+place)\.?$/i,
  no: /^(?:no|n|false|non[-\s]?compliant|not\s+compliant|not\s+implemented|not\s+in\s+place)\.?$/i,
  'n/a': /^(?:n\s*\/\s*a|n\.?\s*a\.?|not\s+applicable)$/i,
};

/** How a verdict leads the answer in a file with a single answer column: "Yes. …". */
const LABELS: Record<Verdict, string> = { yes: 'Yes', no: 'No', 'n/a': 'N/A' };

/** Drop-downs longer than this, or with longer values, are not verdict lists. */
const MAX_LIST_VALUES = 8;
const MAX_VALUE_LENGTH = 30;

/** The verdict a cell's text (or a list value) spells: "Y" → yes, "Not applicable" → n/a; null when none. */
export function verdictOfText(text: string): Verdict | null {
  const value = normalizeText(text);
  if (!value) return null;
  for (const verdict of Object.keys(SPELLINGS) as Verdict[]) if (SPELLINGS[verdict].test(value)) return verdict;
  return null;
}

/** A short list of values that can say yes or no ("Yes,No,N/A", "Y,N", "Compliant,Non-compliant,Not applicable"). */
export function isVerdictList(values: readonly string[]): boolean {
  if (values.length < 2 || values.length > MAX_LIST_VALUES) return false;
  if (values.some((value) => !value.trim() || value.length > MAX_VALUE_LENGTH)) return false;
  const verdicts = values.map(verdictOfText);
  return verdicts.includes('yes') || verdicts.includes('no');
}

/**
 * The values of a verdict column that has no drop-down, from its header: "Y/N" → Y, N, N/A;
 * "Compliant" → Compliant, Non-compliant, Not applicable; otherwise Yes, No, N/A.
 */
export function headerVerdictValues(header: string): string[] {
  const text = normalizeText(header);
  const notApplicable = /\bn\s*\/\s*a\b|\bna\b/i.exec(text.replace(/\b(?:yes\s*\/\s*no|y\s*\/\s*n)\b/i, ''))?.[0];
  const na = notApplicable ? notApplicable.replace(/\s+/g, '').toUpperCase() : 'N/A';
  if (/\by\s*\/\s*n\b/i.test(text)) return ['Y', 'N', na];
  if (/\byes\s*\/\s*no\b/i.test(text)) return ['Yes', 'No', na];
  if (/\bcomplian(?:t|ce)\b/i.test(text)) return ['Compliant', 'Non-compliant', 'Not applicable'];
  return ['Yes', 'No', na];
}

/** The verdict as the column spells it ("Y", "NA", "Compliant"); null when its values have no word for it. */
export function spellVerdict(values: readonly string[], verdict: Verdict): string | null {
  return values.find((value) => verdictOfText(value) === verdict) ?? null;
}

const DEFAULT_VALUES = ['Yes', 'No', 'N/A'];

/** What is written under the chosen one of several marked verdict columns. */
export const VERDICT_MARK = 'X';

/** Marked verdict columns spell the verdicts they have a column for, as the product names them. */
export const markedValues = (marks: Partial<Record<Verdict, unknown>>) => (Object.keys(marks) as Verdict[]).map((verdict) => LABELS[verdict]);

/** Where a location puts a verdict and its answer text. */
export function answerPlaces(location: QuestionLocation): AnswerPlaces {
  switch (location.kind) {
    case 'xlsx':
      if (location.verdictMarks) return { verdictColumn: true, verdictValues: markedValues(location.verdictMarks), explanationColumn: true };
      return {
        verdictColumn: location.verdictCell !== undefined,
        verdictValues: location.verdictValues,
        // Boxes to tick keep the answer beside them, in their cell when it is the only place.
        explanationColumn: location.verdictCell !== location.answerCell || location.verdictBoxes === true,
      };
    case 'csv':
    case 'docx_table_cell':
      if (location.verdictMarks) return { verdictColumn: true, verdictValues: markedValues(location.verdictMarks), explanationColumn: true };
      return {
        verdictColumn: location.verdictColumn !== undefined,
        verdictValues: location.verdictValues,
        explanationColumn: location.verdictColumn !== location.answerColumn || location.verdictBoxes === true,
      };
    case 'docx_paragraph':
      return { verdictColumn: location.verdictParagraphIndex !== undefined, verdictValues: location.verdictValues, explanationColumn: true };
    case 'pdf':
      // A form's boxes without a text field beside them take the verdict alone.
      if (location.verdictFields)
        return { verdictColumn: true, verdictValues: markedValues(location.verdictFields), explanationColumn: location.answerField !== undefined };
      return { verdictColumn: false, explanationColumn: true };
  }
}

/**
 * A verdict given by marks: what each marked place holds (VERDICT_MARK under the verdict, nothing
 * under the others); none when there is no verdict or no place for it (the marks stay as they are).
 */
export function markedPlaces<Place>(marks: Partial<Record<Verdict, Place>> | undefined, verdict: Verdict | null | undefined): [Place, string][] {
  if (!marks || !verdict || marks[verdict] === undefined) return [];
  return (Object.entries(marks) as [Verdict, Place][]).map(([value, place]) => [place, value === verdict ? VERDICT_MARK : '']);
}

/** The question's file has a verdict column for it. */
export function hasVerdictColumn(location: QuestionLocation): boolean {
  return answerPlaces(location).verdictColumn;
}

/** The question's verdict column has a word for this verdict ("N/A" in "Yes,No,N/A"; none in "Yes,No"). */
export function spellsVerdict(location: QuestionLocation, verdict: Verdict): boolean {
  const places = answerPlaces(location);
  return places.verdictColumn && spellVerdict(places.verdictValues ?? DEFAULT_VALUES, verdict) !== null;
}

export interface AnswerPlaces {
  /** The question has a verdict column. */
  verdictColumn: boolean;
  /** Its values in the file's spelling. */
  verdictValues?: readonly string[] | undefined;
  /** The answer text has a column of its own (false: the verdict column is the only answer place). */
  explanationColumn: boolean;
}

/**
 * What goes where: with a verdict column, the verdict in its spelling (null: leave the cell as it is)
 * and the answer text in the explanation column (null: leave it); with a single answer column, the
 * answer led by its verdict ("Yes. …").
 */
export function answerTexts(
  location: QuestionLocation,
  answer: string,
  verdict: Verdict | null | undefined,
): { verdict: string | null; answer: string | null } {
  const places = answerPlaces(location);
  if (!places.verdictColumn) return { verdict: null, answer: withVerdict(answer, verdict) };
  return {
    verdict: verdict ? spellVerdict(places.verdictValues ?? DEFAULT_VALUES, verdict) : null,
    answer: places.explanationColumn && answer.trim() ? answer : null,
  };
}

/** "Yes. " + the answer (nothing added when the answer already starts with that word). */
export function withVerdict(answer: string, verdict: Verdict | null | undefined): string {
  if (!verdict) return answer;
  const label = LABELS[verdict];
  if (!answer.trim()) return label;
  const leading = /^\s*(yes|no|n\s*\/\s*a)\b/i.exec(answer)?.[1];
  if (leading && verdictOfText(leading) === verdict) return answer;
  return `${label}. ${answer}`;
}
