// The verdict of a suggested answer, from the evidence alone (no language model): a question asked
// yes-or-no ("Do you…?", "Is…?", "Confirm whether…") whose answer states the requirement positively
// is `yes`. `no` only where the evidence says so: the question asks about a bad practice ("still
// running…", "unencrypted…", where yes would confess to it) and the answer is a rule ("must", "shall",
// "only"), or the question sets a period ("at least six months") and the periods the answer states
// all fall short of it ("a minimum of 90 days"). Anything else is no verdict: no answer, an open
// question ("How often…?", "Describe…"), an either-or question, an answer that negates ("must not",
// "is prohibited", "never"), or one that states no period where the question asks for one. A `no` is
// never guessed from missing evidence: a reviewer sets it. An answer that opens with its own verdict
// ("No. We rely on…", a past questionnaire's row) has that one.
import type { ConfidenceTier, Verdict } from '@app/shared/contract';

/** An answer that opens with its own verdict, as a past questionnaire's does: "Yes, …", "No.", "N/A –". */
const OWN_VERDICT = /^\s*(yes|no|n\/a|not applicable)\s*[.,;:!—–-]/i;

/** Tiers whose answer is evidence enough for a verdict. */
const ANSWERED_TIERS: ReadonlySet<ConfidenceTier> = new Set(['strong', 'weak', 'library']);

const YES_NO_START = /^(?:do|does|did|is|are|was|were|has|have|had|can|could|will|would|shall|should|must|may)\b/i;
const CONFIRM_START = /^(?:please\s+)?(?:confirm|indicate|state|specify)\s+(?:whether|if|that)\b/i;
const OPEN_START =
  /^(?:how|what|what's|which|who|whom|whose|when|where|why|describe|explain|list|provide|select|name|give|outline|detail|identify|summari[sz]e|attach|upload|share|enter|define)\b/i;
/** "…, or are some shared?": an either-or question is not answered yes or no. */
const EITHER_OR = /,?\s+or\s+(?:do|does|is|are|was|were|has|have|can|will|would|should|must|may)\b/i;
/** A question about a bad practice: "yes" would confess to it. */
const BAD_PRACTICE =
  /\b(?:still|un(?:encrypted|supported|patched|authenticated|managed|protected|secured)|insecure|outdated|obsolete|end[-\s]of[-\s]life|legacy|without|same\s+(?:local\s+)?(?:\w+\s+)?password|shared\s+(?:accounts?|passwords?|credentials?))\b/i;

/** An answer that states a rule rather than describing something. */
const REQUIREMENT = /\b(?:must|shall|(?:is|are) required|required to|(?:is|are) (?:not )?(?:permitted|allowed)|prohibit(?:s|ed)?|only)\b/i;

/** Phrases with a "not" or "no" that do not negate. */
const NOT_NEGATING = /\b(?:not\s+(?:only|limited\s+to|just)|no\s+(?:more|later|less|fewer|sooner|longer)\s+than|whether\s+or\s+not|if\s+not\s+sooner)\b/gi;
const NEGATION =
  /\b(?:not|never|no|none|nor|neither|cannot|can't|won't|don't|doesn't|isn't|aren't|wasn't|weren't|hasn't|haven't|shouldn't|mustn't|prohibit(?:s|ed)?|forbid(?:s|den)?|disallow(?:s|ed)?|ban(?:s|ned)?|without)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const DAYS_PER_UNIT: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };
const AMOUNT = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})[\\s-]+(hour|day|week|month|year)s?\\b`;
/** A period the question asks for at least ("kept for at least six months"); not a frequency or a deadline. */
const MINIMUM_PERIOD = new RegExp(
  `\\b(?:at\\s+least|(?:a\\s+)?minimum(?:\\s+of)?|no\\s+(?:less|fewer)\\s+than|more\\s+than|longer\\s+than|for)\\s+${AMOUNT}`,
  'gi',
);
const ANY_PERIOD = new RegExp(`\\b${AMOUNT}`, 'gi');

/**
 * The verdict of a suggestion: `yes` for a yes-or-no question whose answer states it positively,
 * `no` where the evidence rules against what the question asks (see above), otherwise null.
 */
export function questionVerdict(question: string, suggestion: { answer: string; confidence: ConfidenceTier }): Verdict | null {
  if (!ANSWERED_TIERS.has(suggestion.confidence) || !suggestion.answer.trim()) return null;
  if (!isYesNoQuestion(question)) return null;
  const own = OWN_VERDICT.exec(suggestion.answer)?.[1]!.toLowerCase();
  if (own) return own === 'yes' ? 'yes' : own === 'no' ? 'no' : 'n/a';
  // A policy that speaks to a bad practice the question asks about sets the rule against it.
  if (BAD_PRACTICE.test(question)) return REQUIREMENT.test(suggestion.answer) ? 'no' : null;
  // The evidence sets a shorter period than the question's bar ("a minimum of 90 days" against "at
  // least six months"): what the policy commits to is a no, whatever else it says.
  const period = againstAskedPeriod(question, suggestion.answer);
  if (period === 'falls short') return 'no';
  if (negates(suggestion.answer) || period === 'not stated') return null;
  return 'yes';
}

/** A question asked yes-or-no: its asking sentence (or a clause of it) starts with "Do…", "Is…", "Confirm whether…". */
export function isYesNoQuestion(question: string): boolean {
  const asking = askingSentence(question);
  if (!asking || EITHER_OR.test(asking)) return false;
  if (OPEN_START.test(asking)) return false;
  if (YES_NO_START.test(asking) || CONFIRM_START.test(asking)) return true;
  // "In addition to…, do you…?", "If your application supports it, are cookies…?"
  return asking
    .split(/,\s*/)
    .slice(1)
    .some((clause) => YES_NO_START.test(clause) && !OPEN_START.test(clause));
}

/** The first sentence that asks (ends with "?"), else the first sentence; a lead-in statement is skipped. */
function askingSentence(question: string): string | null {
  const sentences = question
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.?!])\s+(?=[A-Z("'])/)
    .map((sentence) => sentence.trim().replace(/^[("'\s]+/, ''))
    .filter(Boolean);
  return sentences.find((sentence) => /\?\s*\)?$/.test(sentence)) ?? sentences[0] ?? null;
}

function negates(answer: string): boolean {
  return NEGATION.test(answer.replace(NOT_NEGATING, ' '));
}

/**
 * How the answer's periods stand against the period a question sets as its bar ("at least six
 * months"): one reaches it, every one stated falls short, or the answer states none. No bar: reaches.
 */
function againstAskedPeriod(question: string, answer: string): 'reaches' | 'falls short' | 'not stated' {
  const asked = periods(question, MINIMUM_PERIOD);
  if (asked.length === 0) return 'reaches';
  const stated = periods(answer, ANY_PERIOD);
  if (stated.length === 0) return 'not stated';
  const longestAsked = Math.max(...asked);
  return stated.some((days) => days >= longestAsked) ? 'reaches' : 'falls short';
}

/** Periods in days. */
function periods(text: string, pattern: RegExp): number[] {
  return [...text.matchAll(pattern)].map(([, amount = '', unit = '']) => {
    const count = NUMBER_WORDS[amount.toLowerCase()] ?? Number(amount);
    return count * (DAYS_PER_UNIT[unit.toLowerCase()] ?? 0);
  });
}
