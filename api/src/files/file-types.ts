// What a file is, from its content: the name's extension must agree with it, never decide it.
import { createReadStream } from 'node:fs';
import { extname } from 'node:path';
import type { RepositoryFileType } from '@app/shared/contract';

export interface DetectedFileType {
  fileType: RepositoryFileType;
  mimeType: string;
}

const BINARY_TYPES: Record<string, DetectedFileType & { label: string }> = {
  pdf: { fileType: 'pdf', mimeType: 'application/pdf', label: 'a PDF document' },
  docx: {
    fileType: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'a Word document (.docx)',
  },
  xlsx: {
    fileType: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'an Excel workbook (.xlsx)',
  },
  png: { fileType: 'png', mimeType: 'image/png', label: 'a PNG image' },
  jpg: { fileType: 'jpg', mimeType: 'image/jpeg', label: 'a JPEG image' },
};

const TEXT_TYPES: Record<string, DetectedFileType> = {
  txt: { fileType: 'txt', mimeType: 'text/plain' },
  csv: { fileType: 'csv', mimeType: 'text/csv' },
  md: { fileType: 'md', mimeType: 'text/markdown' },
};

/** The mime type files of this type are served with. */
export function mimeTypeOf(fileType: RepositoryFileType): string {
  const type = BINARY_TYPES[fileType] ?? TEXT_TYPES[fileType];
  if (!type) throw new Error(`No mime type for file type ${fileType}`);
  return type.mimeType;
}

/** Other spellings of the accepted extensions. */
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', markdown: 'md', text: 'txt' };

export const ACCEPTED_TYPES_TEXT = 'PDF, Word (.docx), Excel (.xlsx), CSV, text (.txt), Markdown (.md), PNG and JPEG files';

/** A file the repository does not take; the message says why, for people. */
export class UnsupportedFileTypeError extends Error {
  override readonly name = 'UnsupportedFileTypeError';
}

/** The name's extension, lower case, without the dot, with aliases resolved ('' when none). */
export function extensionOf(name: string): string {
  const extension = extname(name).slice(1).toLowerCase();
  return EXTENSION_ALIASES[extension] ?? extension;
}

/**
 * The type of the (non-empty) file at `path`, called `name`. Binary types are recognised by their
 * signature; txt, csv and md must be valid UTF-8 without NUL bytes and carry the matching extension.
 */
export async function detectFileType(path: string, name: string): Promise<DetectedFileType> {
  const extension = extensionOf(name);
  // Loaded on first use, to keep start-up fast.
  const { fileTypeFromFile } = await import('file-type');
  const detected = await fileTypeFromFile(path);
  if (detected) {
    const known = BINARY_TYPES[detected.ext];
    if (!known) {
      throw new UnsupportedFileTypeError(
        `"${name}" is a${/^[aeiou]/i.test(detected.ext) ? 'n' : ''} ${detected.ext.toUpperCase()} file, which the repository does not accept. Upload ${ACCEPTED_TYPES_TEXT}.`,
      );
    }
    if (extension !== known.fileType) {
      throw new UnsupportedFileTypeError(`"${name}" is ${known.label}, but its name does not end in .${known.fileType}. Rename it and upload it again.`);
    }
    return { fileType: known.fileType, mimeType: known.mimeType };
  }
  const textType = TEXT_TYPES[extension];
  if (!textType) {
    const claimed = BINARY_TYPES[extension];
    throw new UnsupportedFileTypeError(
      claimed
        ? `"${name}" is not ${claimed.label}: its content is damaged or of another kind.`
        : `The repository does not accept "${name}". Upload ${ACCEPTED_TYPES_TEXT}.`,
    );
  }
  if (!(await isPlainUtf8Text(path))) {
    throw new UnsupportedFileTypeError(`"${name}" is not a plain text file: save it as UTF-8 text and upload it again.`);
  }
  return textType;
}

/** Valid UTF-8 throughout and no NUL byte: what text files (and nothing binary) look like. */
async function isPlainUtf8Text(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}
