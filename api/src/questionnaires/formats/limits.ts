// What one questionnaire may hold. Far above real questionnaires (a few hundred questions), low enough
// that a hostile or mistaken file cannot exhaust the server.
export interface QuestionnaireLimits {
  /** Questions in one file. */
  maxQuestions: number;
  /** Bytes of content once decompressed (all zip entries of an xlsx/docx; a csv's size): refuses zip bombs. */
  maxUncompressedBytes: number;
  /** Pages of a pdf. */
  maxPdfPages: number;
}

export const DEFAULT_LIMITS: QuestionnaireLimits = {
  maxQuestions: 10_000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  maxPdfPages: 1_000,
};
