// What each question of a questionnaire asks about, as weighted search terms. Words that many of
// the questionnaire's own questions share ("policies and procedures established, documented,
// approved…") and the usual phrasing of questionnaires weigh little, so that each question's topic
// words ("background verification", "cryptoperiod", "clean desk") decide what matches it.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { termsOf } from '../../documents/passages/search-terms.ts';
import type { QueryTerm } from '../../documents/passages/passage-index.ts';

/** The phrasing of questionnaires rather than their topics. */
const QUESTIONNAIRE_PHRASING = new Set(
  termsOf(
    'company organization organisation organizational business process processes procedure procedures policy policies program programme ' +
      'established establish documented document documentation approved approve communicated communicate applied apply evaluated evaluate ' +
      'maintained maintain reviewed review updated update implemented implement ensure ensures defined define formal formally ' +
      'describe explain provide list detail details please indicate state specify example examples include includes including ' +
      'appropriate adequate relevant applicable regularly regular periodically periodic place exist exists existing current currently ' +
      'have has use used using perform performed require required requirement requirements support supported manage managed management ' +
      'service services system systems information environment scope practice practices measure measures control controls ' +
      'select selected following note question questions refer refers answer answers yes no applicable apply enforce enforced',
  ),
);
const PHRASING_WEIGHT = 0.3;
/** A term weighed this much or more is what the question is about (phrasing and common words weigh less). */
export const TOPIC_WEIGHT = 0.5;
/** A questionnaire this small says too little about which of its words are common. */
const MIN_QUESTIONS_FOR_STATISTICS = 8;
/** A term in this share of the other questions or more weighs the least (FLOOR). */
const COMMON_SHARE = 0.2;
const FLOOR = 0.2;
const SECTION_WEIGHT = 0.3;

/** The words of a question that say what it is about: its terms without questionnaire phrasing. */
export function topicTerms(question: string): Set<string> {
  return new Set(termsOf(question).filter((term) => !QUESTIONNAIRE_PHRASING.has(term)));
}

/** A question as the questionnaire puts it: its text and the section (sheet, heading) it sits under. */
export interface AskedQuestion {
  text: string;
  section?: string | null;
}

/** The terms of a question and of its section, before they are weighed. */
interface ReadQuestion {
  terms: Set<string>;
  section: string[];
}

const readQuestion = (question: AskedQuestion): ReadQuestion => ({ terms: new Set(termsOf(question.text)), section: termsOf(question.section ?? '') });
const asAsked = (question: string | AskedQuestion): AskedQuestion => (typeof question === 'string' ? { text: question } : question);

/**
 * Each question's distinct terms with their weights, in the order of `questions`. The words of its
 * section ("Security at the Office", "Change Management") say what a short question is about, at
 * SECTION_WEIGHT: they are context, not what is asked.
 */
export function questionTerms(questions: readonly (string | AskedQuestion)[]): QueryTerm[][] {
  return weighTerms(questions.map((question) => readQuestion(asAsked(question))));
}

/** Questions whose words are read in one turn of the event loop: about 0.1 ms each, so a few ms. */
const QUESTIONS_PER_TURN = 50;

/**
 * `questionTerms`, giving the event loop back every QUESTIONS_PER_TURN questions: the terms of a
 * 500-question questionnaire took 30–85 ms in one turn (2,000 questions four times that), while the
 * API's requests (and, embedded, its database) waited.
 */
export async function questionTermsInTurns(questions: readonly (string | AskedQuestion)[]): Promise<QueryTerm[][]> {
  const read: ReadQuestion[] = [];
  for (let start = 0; start < questions.length; start += QUESTIONS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const question of questions.slice(start, start + QUESTIONS_PER_TURN)) read.push(readQuestion(asAsked(question)));
  }
  return weighTerms(read);
}

function weighTerms(questions: readonly ReadQuestion[]): QueryTerm[][] {
  const questionsWith = new Map<string, number>();
  for (const { terms } of questions) for (const term of terms) questionsWith.set(term, (questionsWith.get(term) ?? 0) + 1);
  const statistics = questions.length >= MIN_QUESTIONS_FOR_STATISTICS;
  return questions.map(({ terms, section }) => {
    const query = [...terms].map((term) => {
      let weight = QUESTIONNAIRE_PHRASING.has(term) ? PHRASING_WEIGHT : 1;
      if (statistics) {
        const share = ((questionsWith.get(term) ?? 1) - 1) / (questions.length - 1);
        weight *= Math.max(FLOOR, 1 - ((1 - FLOOR) * share) / COMMON_SHARE);
      }
      return { term, weight };
    });
    for (const term of new Set(section.filter((term) => !terms.has(term)))) {
      query.push({ term, weight: SECTION_WEIGHT * (QUESTIONNAIRE_PHRASING.has(term) ? PHRASING_WEIGHT : 1) });
    }
    return query;
  });
}
