import { DEFAULT_MAX_UPLOAD_MB, QUESTIONNAIRE_FORMATS } from '@app/shared/contract';

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

/** The picker's `accept` for the people who may add questionnaires only. */
export const QUESTIONNAIRE_ACCEPT = QUESTIONNAIRE_FORMATS.map((format) => `.${format}`).join(',');

export const QUESTIONNAIRE_FILES_HINT = `xlsx, csv, docx or pdf, up to ${DEFAULT_MAX_UPLOAD_MB} MB each`;
export const PROJECT_FILES_HINT = `Questions are read from xlsx, csv, docx and pdf files; any other file travels with the project as a supporting document. Up to ${DEFAULT_MAX_UPLOAD_MB} MB each.`;

/** Whether questions can be extracted from the file, judged by its name as the picker does. */
export function isQuestionnaireFormat(file: File): boolean {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  return (QUESTIONNAIRE_FORMATS as readonly string[]).includes(extension);
}

/**
 * Why a chosen file cannot be sent, before it is: the obvious cases, so nobody waits for a large
 * upload to be refused. The API checks the content itself and answers anything else. Staff may add
 * any file (a supporting document); a client's users, questionnaires only.
 */
export function questionnaireFileProblem(file: File, { questionnairesOnly }: { questionnairesOnly: boolean }): string | undefined {
  if (questionnairesOnly && !isQuestionnaireFormat(file)) {
    return 'This is not a questionnaire file: choose an xlsx, csv, docx or pdf file.';
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_BYTES) return `This file is larger than the ${DEFAULT_MAX_UPLOAD_MB} MB limit.`;
  return undefined;
}
