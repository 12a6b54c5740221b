import type { QuestionAnswer } from '@app/shared/contract';

/** How a question is named on screen: the questionnaire's own ID ("AC-01") when it has one, its number otherwise. */
export const questionLabel = (question: Pick<QuestionAnswer, 'reference' | 'ordinal'>) => question.reference?.trim() || String(question.ordinal);
