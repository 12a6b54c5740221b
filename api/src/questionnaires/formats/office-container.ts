// Opening xlsx/docx files (zip packages) safely: an encrypted office file is not a zip but an OLE
// compound file, and a zip may inflate to far more than it weighs (a zip bomb: files/office-package.ts).
import JSZip from 'jszip';
import { assertInflatesWithin, InflatedSizeError } from '../../files/office-package.ts';
import { QuestionnaireFileError } from './questionnaire-file-error.ts';

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Office encrypts a package into an OLE file with these streams (MS-OFFCRYPTO).
const ENCRYPTED_PACKAGE_STREAM = Buffer.from('EncryptedPackage', 'utf16le');

export function isOleCompoundFile(data: Uint8Array): boolean {
  return OLE_SIGNATURE.every((byte, index) => data[index] === byte);
}

/** An OLE compound file holding an encrypted office package (a password-protected xlsx/docx). */
export function isEncryptedOfficeFile(data: Uint8Array): boolean {
  return isOleCompoundFile(data) && Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(ENCRYPTED_PACKAGE_STREAM);
}

export const passwordProtected = (kind: string) =>
  new QuestionnaireFileError('password_protected', `The ${kind} is protected by a password. Remove the password (save a copy without it) and upload it again.`);

/**
 * The zip package of an xlsx/docx, once it is known not to be encrypted, corrupt or a zip bomb
 * (the entries are inflated once, counting bytes, and the count stops at the limit).
 */
export async function openOfficePackage(data: Uint8Array, kind: string, maxUncompressedBytes: number): Promise<JSZip> {
  if (isEncryptedOfficeFile(data)) throw passwordProtected(kind);
  if (isOleCompoundFile(data)) {
    throw new QuestionnaireFileError(
      'unsupported',
      `This ${kind} is in the old binary Office format. Save it as ${kind === 'document' ? '.docx' : '.xlsx'} and upload it again.`,
    );
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch (error) {
    throw unreadable(kind, error);
  }
  const tooLarge = () =>
    new QuestionnaireFileError(
      'too_large',
      `The ${kind} is too large: its content exceeds ${Math.round(maxUncompressedBytes / 1024 / 1024)} MB once uncompressed. Split it into smaller files.`,
    );
  await assertInflatesWithin(zip, maxUncompressedBytes).catch((error: unknown) => {
    throw error instanceof InflatedSizeError ? tooLarge() : unreadable(kind, error);
  });
  return zip;
}

export function unreadable(kind: string, cause?: unknown): QuestionnaireFileError {
  return new QuestionnaireFileError(
    'unreadable',
    `The ${kind} could not be read: it is damaged or not really a${/^[aeiou]/.test(kind) ? 'n' : ''} ${kind}. Open it in its application, save it again and upload the new copy.`,
    { cause },
  );
}

/** The text of a package entry, or an 'unreadable' error naming what is missing. */
export async function readPackageXml(zip: JSZip, path: string, kind: string): Promise<string> {
  const file = zip.file(path);
  if (!file) throw unreadable(kind);
  return file.async('string');
}
