// The one error of this library: something about the user's file, said in words a user understands.
export type QuestionnaireFileErrorCode = 'no_questions' | 'unreadable' | 'password_protected' | 'too_large' | 'unsupported' | 'location_not_found';

export class QuestionnaireFileError extends Error {
  override readonly name = 'QuestionnaireFileError';

  constructor(
    readonly code: QuestionnaireFileErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const EXPECTED_QUESTIONS =
  'Questions are expected in a table column headed "Question" (or "Requirement", "Control", "Description") with the answers in a column headed "Answer" or "Response", as numbered items ("1.", "1.2", "Q3"), or as sentences ending with a question mark.';

/** `where`: "the sheet "Controls"", "this document"… */
export const noQuestionsFound = (where: string) => new QuestionnaireFileError('no_questions', `No questions were found in ${where}. ${EXPECTED_QUESTIONS}`);

/** More questions than one questionnaire may hold; `found`, when counted, is said. */
export const tooManyQuestions = (kind: string, maxQuestions: number, found?: number) =>
  new QuestionnaireFileError(
    'too_large',
    found === undefined
      ? `The ${kind} has more than ${maxQuestions.toLocaleString('en')} questions, more than one questionnaire may hold. Split it into smaller files.`
      : `The ${kind} holds ${found.toLocaleString('en')} questions; one questionnaire may hold at most ${maxQuestions.toLocaleString('en')}. Split it into smaller files.`,
  );

export const locationNotFound = (what: string) =>
  new QuestionnaireFileError('location_not_found', `The answer's place (${what}) is not in this file: it was changed since its questions were extracted.`);
