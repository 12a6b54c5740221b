// What a question, a numbering prefix, a section title and a header cell look like, shared by every
// format. Questionnaires are written by people: these are heuristics, kept in one place so every
// format judges text the same way.

/** Whitespace (including non-breaking spaces and line breaks) collapsed to single spaces, trimmed. */
export function normalizeText(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

// "1.", "1.2", "1.2.3)", "Q1", "Q 1.2:", "Question 4 -", "a)", "(b)", "iv.", "A.1", "AC-2".
const NUMBERING_PREFIX =
  /^(?:\(?((?:Q(?:uestion)?\s*\.?\s*)?\d{1,3}(?:\.\d{1,3}){0,4})(?:[.):-]|\s+[-–:])?|\(?([a-z]|[ivx]{1,5})[.)]|([A-Z]{1,4}[-.]\d{1,3}(?:\.\d{1,3}){0,3})[.):]?)\s+(?=\S)/i;

/** Splits "1.2 Do you…?" into its reference ("1.2") and text. */
export function splitNumbering(text: string): { reference: string | null; text: string } {
  const match = NUMBERING_PREFIX.exec(text);
  if (!match) return { reference: null, text };
  const reference = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\s+/g, ' ');
  // "a) " is numbering; "a " alone is an article ("A user…"): the letter forms need their bracket.
  return { reference, text: text.slice(match[0].length).trim() };
}

const ASKING_START =
  /^(do|does|did|is|are|was|were|has|have|had|can|could|will|would|shall|should|may|must|how|what|which|who|whom|whose|when|where|why|describe|explain|provide|list|please|indicate|specify|confirm|detail|identify|state|outline|attach|upload|share|summari[sz]e|name|give|define|enter|select)\b/i;

/** Text that asks something: ends with a question mark or starts like a question or a request. */
export function looksLikeQuestion(text: string): boolean {
  if (text.length < 8) return false;
  if (/\?\s*\)?$/.test(text)) return true;
  return ASKING_START.test(text) && text.split(' ').length >= 4;
}

/**
 * A short title ("Access Control", "2. DATA PROTECTION"): a few words, no sentence punctuation, not
 * phrased as a question.
 */
export function looksLikeTitle(text: string): boolean {
  const words = text.split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 8 || text.length > 80) return false;
  if (/[.?!;,]$/.test(text)) return false;
  return !looksLikeQuestion(text) && /[A-Za-z]/.test(text);
}

/** Headings under which nothing is a question. */
export function isInstructionsTitle(text: string): boolean {
  return /\b(instructions?|guidance|guidelines|how to (complete|use|fill)|introduction|purpose|background|definitions|glossary|contact (details|information)|about this)\b/i.test(
    text,
  );
}

/** "Answer:", "Response -", "Vendor response:": the label of an answer line. */
export const ANSWER_LABEL = /^\s*(?:(?:vendor|supplier|your|our)\s+)?(?:answer|response|reply|comments?)\s*[:：\-–]\s*/i;

/** Only blanks or a prompt to fill in: "", "____", "[Answer here]", "<insert response>", Word's "Click here to enter text." */
export function isFillInPlaceholder(text: string): boolean {
  return /^(?:[\s_.…\-–]*|\[[^\]]*\]|<[^>]*>|\([^)]*(?:answer|response|here)[^)]*\)|click (?:or tap )?here to enter text\.?)$/i.test(text.trim());
}

// Header cells, scored by how surely they name the column.
const QUESTION_HEADERS: [RegExp, number][] = [
  [/\bquestions?\b/i, 4],
  [/\b(requirements?|controls?|query|queries|criteria|request)\b/i, 3],
  [/\b(description|item|topic|statement)\b/i, 2],
];
const ANSWER_HEADERS: [RegExp, number][] = [
  [/\b(answers?|responses?|repl(y|ies))\b/i, 4],
  [/\b(yes\s*\/\s*no|y\s*\/\s*n|compliance|compliant|status)\b/i, 3],
  [/\b(comments?|notes?|remarks?|explanation|evidence|details)\b/i, 2],
];
const REFERENCE_HEADER =
  /^(#|no\.?|nr\.?|n°|num(ber)?|id|ref(erence)?\.?( ?(no\.?|#|id))?|s\.? ?no\.?|sr\.? ?no\.?|(item|question|ques|control|requirement|req|q)\.? ?(#|no\.?|id|num(ber)?\.?|ref(erence)?))$/i;
const SECTION_HEADER = /^(category|section|domain|area|topic|group|module|chapter|theme|control (family|domain|area))$/i;

export type HeaderRole = 'reference' | 'section' | 'question' | 'answer';

/** What a header cell names, with a confidence score (higher is surer). */
export function classifyHeader(cell: string): { role: HeaderRole; score: number } | null {
  const text = normalizeText(cell)
    .replace(/[*:]+$/, '')
    .trim();
  if (!text || text.length > 60) return null;
  if (REFERENCE_HEADER.test(text)) return { role: 'reference', score: 3 };
  if (SECTION_HEADER.test(text)) return { role: 'section', score: 3 };
  const answer = bestScore(ANSWER_HEADERS, text);
  const question = bestScore(QUESTION_HEADERS, text);
  // "Response to question" is an answer column; "Question" beats "Question description".
  if (answer > 0 && answer >= question) return { role: 'answer', score: answer };
  if (question > 0) return { role: 'question', score: question };
  return null;
}

// The answer side of a table with a verdict column: the verdict (a Yes/No drop-down) and the text
// that explains it.
const VERDICT_HEADER = /\b(?:yes\s*\/\s*no|y\s*\/\s*n|complian(?:t|ce))\b/i;
const DESCRIBING_HEADER =
  /\b(?:comments?|evidence|details?|explanations?|explain|justifications?|notes?|remarks?|implementation|rationale|clarifications?|(?:additional|supporting|further) info(?:rmation)?)\b/i;
const ANSWERING_HEADER = /\b(?:answers?|responses?|repl(?:y|ies))\b/i;
/** Columns the client fills for the vendor: never an answer place. */
const GUIDANCE_HEADER = /\b(?:guidance|instructions?|hints?|examples?|help)\b/i;

/**
 * What a header says of an answer column: `verdict` (Yes/No, Y/N, Response (Y/N), Compliant,
 * Compliance…), `explanation` (Comments, Evidence, Details, Explanation, Justification, Implementation
 * description, Notes, Additional Information; Answer or Response, which explain when a verdict column
 * stands beside them), or null.
 */
export function answerColumnRole(cell: string): 'verdict' | 'explanation' | null {
  const text = normalizeText(cell)
    .replace(/[*:]+$/, '')
    .trim();
  if (!text || text.length > 60 || GUIDANCE_HEADER.test(text)) return null;
  if (DESCRIBING_HEADER.test(text)) return 'explanation';
  if (VERDICT_HEADER.test(text)) return 'verdict';
  return ANSWERING_HEADER.test(text) ? 'explanation' : null;
}

function bestScore(patterns: [RegExp, number][], text: string): number {
  let best = 0;
  for (const [pattern, score] of patterns) if (score > best && pattern.test(text)) best = score;
  return best;
}

/** A short identifier such as "1", "1.2", "A.1", "AC-2", "Q4", "SEC-01a". */
export function looksLikeReference(text: string): boolean {
  return text.length <= 16 && /^(?:[A-Za-z]{0,6}[-.\s]?)?\d{1,4}(?:[.-]\d{1,4}){0,4}[a-z]?\.?$/.test(text);
}
