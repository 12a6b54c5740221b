// What one questionnaire may hold. Far above real questionnaires (a few hundred questions), low enough
// that a hostile or mistaken file cannot exhaust the server.
import { MAX_INFLATED_OFFICE_BYTES } from '../../files/office-package.ts';

export interface QuestionnaireLimits {
  /** Questions in one file. */
  maxQuestions: number;
  /** Bytes of content once decompressed (all zip entries of an xlsx/docx; a csv's size): refuses zip bombs. */
  maxUncompressedBytes: number;
  /** Pages of a pdf. */
  maxPdfPages: number;
}

/** Questions one questionnaire may hold unless QUESTIONNAIRE_MAX_QUESTIONS says otherwise. */
export const DEFAULT_MAX_QUESTIONS = 2_000;
/** Questions counted at most, to say how many a file holds when it holds too many. */
export const MAX_COUNTED_QUESTIONS = 50_000;

export const DEFAULT_LIMITS: QuestionnaireLimits = {
  maxQuestions: DEFAULT_MAX_QUESTIONS,
  maxUncompressedBytes: MAX_INFLATED_OFFICE_BYTES,
  maxPdfPages: 1_000,
};
