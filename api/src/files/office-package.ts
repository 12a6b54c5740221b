// An xlsx or docx is a zip package, and a zip may inflate to far more than it weighs (a zip bomb: a
// 1 MB docx that is 1 GiB inside). Every office file the product opens (repository indexing and
// previews, questionnaire extraction, pdf conversion, bulk invitations) is first inflated once here,
// counting bytes, and refused at the limit, before a library (mammoth, exceljs, LibreOffice) holds
// it in memory.
import type { Readable } from 'node:stream';
import JSZip from 'jszip';
import { readAll } from './read-content.ts';
import { UnreadableFileError } from './unreadable-file-error.ts';

/** Content of one office file once uncompressed, at most. */
export const MAX_INFLATED_OFFICE_BYTES = 100 * 1024 * 1024;

export const OFFICE_FILE_TYPES: ReadonlySet<string> = new Set(['docx', 'xlsx']);

export class InflatedSizeError extends Error {
  override readonly name = 'InflatedSizeError';

  constructor(readonly maxBytes: number) {
    super(`The package inflates to more than ${maxBytes} bytes.`);
  }
}

function declaredSize(file: JSZip.JSZipObject): number {
  // JSZip keeps the central directory's figure on a private field.
  const size = (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize;
  return typeof size === 'number' ? size : 0;
}

/**
 * Resolves when the package's entries inflate to at most `maxBytes` together; rejects with an
 * InflatedSizeError when they do not, or with the entry's own error when one is damaged. The sizes
 * the zip declares are checked first (cheap, and enough for an honest file), then counted.
 */
export async function assertInflatesWithin(zip: JSZip, maxBytes: number): Promise<void> {
  const files = Object.values(zip.files).filter((file) => !file.dir);
  if (files.reduce((total, file) => total + declaredSize(file), 0) > maxBytes) throw new InflatedSizeError(maxBytes);
  let inflated = 0;
  for (const file of files) {
    await new Promise<void>((resolve, reject) => {
      // JSZip's stream (readable-stream 2) is not async-iterable: events it is.
      const stream = file.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        inflated += chunk.length;
        if (inflated > maxBytes) {
          stream.pause();
          stream.removeAllListeners('data');
          reject(new InflatedSizeError(maxBytes));
        }
      });
      stream.on('error', reject);
      stream.on('end', () => resolve());
    });
  }
}

/** For a file another library reads whole: refused, in words for people, when it is no package or too large inside. */
export async function checkOfficePackage(data: Uint8Array, kind: string, maxBytes = MAX_INFLATED_OFFICE_BYTES): Promise<void> {
  try {
    await assertInflatesWithin(await JSZip.loadAsync(data), maxBytes);
  } catch (error) {
    if (error instanceof InflatedSizeError) {
      throw new UnreadableFileError(
        `This ${kind} is too large to read: its content exceeds ${Math.round(maxBytes / 1024 / 1024)} MB once uncompressed. Split it into smaller files.`,
        { cause: error },
      );
    }
    throw new UnreadableFileError(`This ${kind} could not be read: the file is damaged or password-protected.`, { cause: error });
  }
}

/** The whole of an office file, once it is known to stay within the limit when uncompressed. */
export async function readOfficeFile(content: Readable, kind: string): Promise<Buffer> {
  const data = await readAll(content);
  await checkOfficePackage(data, kind);
  return data;
}
