// The format of an uploaded questionnaire, from its content: a file's name can lie, its bytes cannot.
import { fileTypeFromBuffer } from 'file-type';
import type { QuestionnaireFormat } from './index.ts';
import { isEncryptedOfficeFile, isOleCompoundFile, passwordProtected } from './office-container.ts';
import { QuestionnaireFileError } from './questionnaire-file-error.ts';

const BY_EXTENSION: Record<string, QuestionnaireFormat> = {
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  docx: 'docx',
  pdf: 'pdf',
  csv: 'csv',
  tsv: 'csv',
  txt: 'csv',
};

const unsupported = (what: string) =>
  new QuestionnaireFileError(
    'unsupported',
    `${what} cannot be read as a questionnaire. Upload an Excel workbook (.xlsx), a CSV file, a Word document (.docx) or a PDF.`,
  );

/**
 * xlsx, docx and pdf are recognised by their content; text is csv. A damaged file with a known
 * extension gets that extension's format (its extraction then says it is unreadable). Throws
 * 'password_protected' for an encrypted office file, 'unsupported' for anything else.
 */
export async function detectQuestionnaireFormat(data: Uint8Array, fileName: string): Promise<QuestionnaireFormat> {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (isEncryptedOfficeFile(data)) throw passwordProtected(extension === 'docx' ? 'document' : 'workbook');
  if (isOleCompoundFile(data)) {
    throw new QuestionnaireFileError(
      'unsupported',
      'This file is in the old binary Office format (.xls or .doc). Save it as .xlsx or .docx and upload it again.',
    );
  }
  // A byte order mark means text (file-type would take UTF-16's for an MPEG audio frame).
  if (hasTextByteOrderMark(data)) return 'csv';
  const detected = await fileTypeFromBuffer(data);
  switch (detected?.ext) {
    case 'xlsx':
    case 'docx':
    case 'pdf':
      return detected.ext;
    case 'zip':
    case undefined:
      break;
    default:
      throw unsupported(`A ${(detected?.ext ?? '').toUpperCase()} file`);
  }
  const byExtension = BY_EXTENSION[extension];
  if (byExtension && byExtension !== 'csv') return byExtension;
  if (!detected && isText(data)) return 'csv';
  throw unsupported(`"${fileName}"`);
}

function hasTextByteOrderMark(data: Uint8Array): boolean {
  return (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) || (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
}

/** No NUL bytes in the first kilobytes. */
function isText(data: Uint8Array): boolean {
  return !data.subarray(0, 8192).includes(0);
}
