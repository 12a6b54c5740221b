// Scoring of suggested answers against a labelled evaluation set (bench/answer-quality.ts): matching
// extracted questions to the labelled ones, whether a citation names an expected document, key facts,
// abstention, headings glued into answers, answers cut off mid-sentence, and the figures over a set of
// questions. Pure functions only: no files, no server.

export type Coverage = 'covered' | 'partial' | 'not_covered';
export type Tier = 'library' | 'strong' | 'weak' | 'none';

/** One labelled question of truth.json. */
export interface TruthQuestion {
  id: string;
  sheet: string;
  question: string;
  coverage: Coverage;
  /** KB file names, e.g. `encryption-policy.docx`. */
  expected_docs: string[];
  passages: string[];
  facts: string[];
  verdict: 'yes' | 'no' | null;
}

/** What scoring needs of a suggestion (a subset of the contract's QuestionAnswer). */
export interface SuggestionToScore {
  question: string;
  answer: string;
  confidence: Tier;
  citations: readonly { document_name: string; score: number; source: string }[];
  /** Absent while the API produces no verdict; then `verdictProduced` is false. */
  verdict?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Question matching

/** Lowercase, punctuation removed, whitespace collapsed: "What's  the name?" → "whats the name". */
export function normaliseQuestion(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shared distinct words over the distinct words of the longer text: 1 for the same words, 0 for none. */
export function tokenOverlap(a: string, b: string): number {
  const wordsA = new Set(normaliseQuestion(a).split(' ').filter(Boolean));
  const wordsB = new Set(normaliseQuestion(b).split(' ').filter(Boolean));
  if (wordsA.size === 0 || wordsB.size === 0) return 0;
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared += 1;
  return shared / Math.max(wordsA.size, wordsB.size);
}

export const MIN_TOKEN_OVERLAP = 0.8;

export interface QuestionMatch<T> {
  truth: T;
  by: 'exact' | 'overlap';
  overlap: number;
}

/**
 * Each extracted question to at most one labelled question, one to one: equal normalised text first,
 * then the best token overlap of at least MIN_TOKEN_OVERLAP among the labelled questions left.
 * `matches[i]` belongs to `extracted[i]` (null: spurious); `missed` are the labelled ones left over.
 */
export function matchQuestions<T extends { question: string }>(
  extracted: readonly string[],
  truth: readonly T[],
): { matches: (QuestionMatch<T> | null)[]; missed: T[] } {
  const matches: (QuestionMatch<T> | null)[] = extracted.map(() => null);
  const taken = new Set<T>();
  const byText = new Map<string, T[]>();
  for (const entry of truth) {
    const key = normaliseQuestion(entry.question);
    byText.set(key, [...(byText.get(key) ?? []), entry]);
  }
  extracted.forEach((text, index) => {
    const entry = byText.get(normaliseQuestion(text))?.find((candidate) => !taken.has(candidate));
    if (!entry) return;
    taken.add(entry);
    matches[index] = { truth: entry, by: 'exact', overlap: 1 };
  });

  const pairs: { index: number; entry: T; overlap: number }[] = [];
  extracted.forEach((text, index) => {
    if (matches[index]) return;
    for (const entry of truth) {
      if (taken.has(entry)) continue;
      const overlap = tokenOverlap(text, entry.question);
      if (overlap >= MIN_TOKEN_OVERLAP) pairs.push({ index, entry, overlap });
    }
  });
  for (const { index, entry, overlap } of pairs.sort((a, b) => b.overlap - a.overlap)) {
    if (matches[index] || taken.has(entry)) continue;
    taken.add(entry);
    matches[index] = { truth: entry, by: 'overlap', overlap };
  }
  return { matches, missed: truth.filter((entry) => !taken.has(entry)) };
}

// ---------------------------------------------------------------------------------------------
// Documents, facts, abstention, form of the answer

/** A document name without its extension, lowercase: `Encryption-Policy.DOCX` → `encryption-policy`. */
export function documentKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, '');
}

/**
 * Whether a cited document name is one of the expected KB files: compared on the name without its
 * extension, case-insensitive, and also against each file's title (the stored name may be either).
 */
export function isExpectedDocument(name: string, expectedFiles: readonly string[], titleOfFile: ReadonlyMap<string, string>): boolean {
  const key = documentKey(name);
  const plain = name.trim().toLowerCase();
  return expectedFiles.some((file) => {
    const title = titleOfFile.get(file)?.toLowerCase();
    return documentKey(file) === key || title === plain || title === key;
  });
}

/** Whitespace collapsed, lowercase, curly quotes and apostrophes made straight. */
export function normaliseForFacts(text: string): string {
  return text
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether the answer holds at least one of the facts. */
export function containsKeyFact(answer: string, facts: readonly string[]): boolean {
  const text = normaliseForFacts(answer);
  return facts.some((fact) => text.includes(normaliseForFacts(fact)));
}

/** Abstained: no answer offered (tier none, empty text). */
export const abstained = (suggestion: Pick<SuggestionToScore, 'answer' | 'confidence'>) => suggestion.confidence === 'none' && suggestion.answer.trim() === '';

const SENTENCE_ENDINGS = new Set(['.', '!', '?', ':', ';', ')', ']', '"', '”', '’', "'", '…']);

/** A non-empty answer whose last character is not one that can end a sentence (or an ellipsis). */
export function endsMidSentence(answer: string): boolean {
  const text = answer.trim();
  return text !== '' && !SENTENCE_ENDINGS.has(text.at(-1)!);
}

// ---------------------------------------------------------------------------------------------
// Headings glued into answers

/** A list marker the KB puts after a heading: `a.`, `i.`, `1.`, `2)`, `-`, `*`. */
const LIST_MARKER = String.raw`(?:(?:[a-z]|[ivx]+|\d+)[.)]|[-*•])`;

/**
 * The headings worth looking for: markdown heading lines (leading #s stripped) and titles, trimmed and
 * deduplicated. Kept: at least two words, or one word of at least six characters ("Policy", "Background";
 * not "Scope"). Dropped: lines that read as sentences (ending in . ! ? or longer than 10 words).
 */
export function headingsToCheck(markdownTexts: readonly string[], titles: readonly string[]): string[] {
  const lines = markdownTexts.flatMap((text) =>
    text
      .split('\n')
      .filter((line) => /^#+/.test(line))
      .map((line) => line.replace(/^#+/, '')),
  );
  const headings = new Set<string>();
  for (const raw of [...lines, ...titles]) {
    const heading = raw.replace(/\s+/g, ' ').trim();
    const words = heading.split(' ').filter(Boolean);
    if (words.length === 0 || words.length > 10 || /[.!?]$/.test(heading)) continue;
    if (words.length >= 2 || heading.length >= 6) headings.add(heading);
  }
  // Longest first, so that "Remote Access Policy" is reported rather than "Policy".
  return [...headings].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words after which a capitalised phrase is running text ("the Risk Assessment Table"), not a glued heading. */
const RUNNING_TEXT_BEFORE = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'our',
  'its',
  'their',
  'each',
  'any',
  'every',
  'of',
  'per',
  'to',
  'with',
  'by',
  'in',
  'under',
  'see',
]);

/** Whether the heading found at `index` is part of a longer heading there ("Policy" in "Encryption Policy"). */
function insideLongerHeading(text: string, index: number, heading: string, headings: readonly string[]): boolean {
  return headings.some((other) => {
    if (other.length <= heading.length) return false;
    for (let offset = other.indexOf(heading); offset >= 0; offset = other.indexOf(heading, offset + 1)) {
      if (index - offset >= 0 && text.startsWith(other, index - offset)) return true;
    }
    return false;
  });
}

/**
 * The heading an answer carries, or null. An answer carries a heading when it starts with one followed
 * by a space and a capital letter ("Purpose and Scope This policy…"), or when one sits between words
 * without sentence punctuation before it ("…all employees Background The company…"). A list marker
 * between the heading and the capital letter counts too ("Background a. This policy…"), as the KB
 * writes its lists that way. Case-sensitive: headings keep their capitals when they leak. Not counted:
 * a heading right after an article or preposition ("The Risk Assessment Table…", "under the Encryption
 * Policy…"), and a heading that is part of a longer one there ("Policy" or "Remote Access" in "the
 * Remote Access Policy Employees…": the longer one is checked on its own), and one inside a run of
 * capitalised words ("the Office Physical Security Policy Ledger").
 */
export function headingIn(answer: string, headings: readonly string[]): string | null {
  const text = answer.replace(/\s+/g, ' ').trim();
  for (const heading of headings) {
    const found = new RegExp(String.raw`(?:^|(?<=[^\s.!?:] ))${escapeRegExp(heading)}(?= (?:${LIST_MARKER} )?\p{Lu})`, 'gu');
    for (const match of text.matchAll(found)) {
      const wordBefore = text.slice(0, match.index).trim().split(' ').at(-1) ?? '';
      if (RUNNING_TEXT_BEFORE.has(wordBefore.toLowerCase())) continue;
      // Inside a run of capitalised words it is part of a name the KB writes in its sentences
      // ("tracked by the Office Physical Security Policy Ledger").
      if (/^\p{Lu}\p{Ll}/u.test(wordBefore) && !/[.!?:]$/.test(wordBefore)) continue;
      if (!insideLongerHeading(text, match.index, heading, headings)) return heading;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// One question, then figures over many

export interface ScoringContext {
  titleOfFile: ReadonlyMap<string, string>;
  headings: readonly string[];
}

export interface QuestionScore {
  tier: Tier;
  topDocument: string | null;
  /** Covered/partial: the top citation names an expected document; not_covered: false when answered. */
  topCitationExpected: boolean;
  expectedAmongCitations: boolean;
  keyFact: boolean;
  abstained: boolean;
  heading: string | null;
  midSentence: boolean;
  /** The suggestion's verdict; undefined while the API produces none. */
  verdict: string | null | undefined;
}

export function scoreSuggestion(suggestion: SuggestionToScore, truth: TruthQuestion, context: ScoringContext): QuestionScore {
  const expected = (name: string) => isExpectedDocument(name, truth.expected_docs, context.titleOfFile);
  const top = suggestion.citations[0];
  return {
    tier: suggestion.confidence,
    topDocument: top?.document_name ?? null,
    topCitationExpected: top !== undefined && expected(top.document_name),
    expectedAmongCitations: suggestion.citations.some((citation) => expected(citation.document_name)),
    keyFact: containsKeyFact(suggestion.answer, truth.facts),
    abstained: abstained(suggestion),
    heading: headingIn(suggestion.answer, context.headings),
    midSentence: endsMidSentence(suggestion.answer),
    verdict: 'verdict' in suggestion ? (suggestion.verdict ?? null) : undefined,
  };
}

/** A scored question as the figures need it: the label and the score. */
export interface ScoredQuestion {
  truth: Pick<TruthQuestion, 'id' | 'coverage' | 'verdict'>;
  score: QuestionScore;
}

export interface Share {
  count: number;
  of: number;
  /** Percent; NaN when `of` is 0. */
  percent: number;
}

const share = (count: number, of: number): Share => ({ count, of, percent: of === 0 ? Number.NaN : (100 * count) / of });

export interface QualityFigures {
  questions: number;
  covered: number;
  partial: number;
  notCovered: number;
  topCitationExpected: Share;
  expectedAmongCitations: Share;
  keyFact: Share;
  abstainedOnNotCovered: Share;
  /** not_covered questions answered strong or library. */
  confidentOnNotCovered: number;
  /** Per tier: suggestions of that tier, and the share whose top citation is expected (not_covered: wrong). */
  tiers: Record<Tier, Share>;
  /** null while the API produces no verdict. */
  verdictAccuracy: Share | null;
  withHeading: number;
  midSentence: number;
}

const TIERS: readonly Tier[] = ['library', 'strong', 'weak', 'none'];
const answerable = (question: ScoredQuestion) => question.truth.coverage !== 'not_covered';

export function qualityFigures(questions: readonly ScoredQuestion[]): QualityFigures {
  const covered = questions.filter(answerable);
  const notCovered = questions.filter((question) => !answerable(question));
  const count = (list: readonly ScoredQuestion[], test: (score: QuestionScore) => boolean) => list.filter((question) => test(question.score)).length;
  const tiers = Object.fromEntries(
    TIERS.map((tier) => {
      const inTier = questions.filter((question) => question.score.tier === tier);
      return [tier, share(inTier.filter((question) => answerable(question) && question.score.topCitationExpected).length, inTier.length)];
    }),
  ) as Record<Tier, Share>;
  const verdictProduced = questions.some((question) => question.score.verdict !== undefined);
  const decided = questions.filter((question) => question.truth.verdict !== null);
  return {
    questions: questions.length,
    covered: questions.filter((question) => question.truth.coverage === 'covered').length,
    partial: questions.filter((question) => question.truth.coverage === 'partial').length,
    notCovered: notCovered.length,
    topCitationExpected: share(
      count(covered, (score) => score.topCitationExpected),
      covered.length,
    ),
    expectedAmongCitations: share(
      count(covered, (score) => score.expectedAmongCitations),
      covered.length,
    ),
    keyFact: share(
      count(covered, (score) => score.keyFact),
      covered.length,
    ),
    abstainedOnNotCovered: share(
      count(notCovered, (score) => score.abstained),
      notCovered.length,
    ),
    confidentOnNotCovered: count(notCovered, (score) => score.tier === 'strong' || score.tier === 'library'),
    tiers,
    verdictAccuracy: verdictProduced ? share(decided.filter((question) => question.score.verdict === question.truth.verdict).length, decided.length) : null,
    withHeading: count(questions, (score) => score.heading !== null),
    midSentence: count(questions, (score) => score.midSentence),
  };
}
