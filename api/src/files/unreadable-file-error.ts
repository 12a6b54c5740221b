/**
 * A file whose content cannot be read (corrupt, password-protected, not what its type says).
 * The message is written for people: it is shown as the reason a document could not be indexed
 * or a questionnaire could not be extracted.
 */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
