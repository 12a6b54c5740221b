import { DEFAULT_MAX_UPLOAD_MB, REPOSITORY_FILE_TYPES } from '@app/shared/contract';

/**
 * The API's default size limit (`MAX_UPLOAD_MB`). The server checks its own limit again; this one
 * only spares a long upload that is sure to be refused.
 */
const MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

// The server decides the type from the content; a name ending in something else is surely refused.
const ACCEPTED_EXTENSIONS: ReadonlySet<string> = new Set([...REPOSITORY_FILE_TYPES, 'jpeg', 'markdown']);

/** For the file picker: the types the repository takes. */
export const ACCEPTED_FILE_PICKER_TYPES = [...ACCEPTED_EXTENSIONS].map((extension) => `.${extension}`).join(',');

const TYPES_IN_WORDS = `${REPOSITORY_FILE_TYPES.slice(0, -1).join(', ')} or ${REPOSITORY_FILE_TYPES.at(-1)}`;

/** Why a file cannot be uploaded, told before it is sent; null when only the server can tell. */
export function uploadRejection(file: File): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension && !ACCEPTED_EXTENSIONS.has(extension)) {
    return `Files of type .${extension} cannot be uploaded. Upload ${TYPES_IN_WORDS} files.`;
  }
  if (file.size === 0) return 'This file is empty.';
  if (file.size > MAX_UPLOAD_BYTES) return `This file is larger than the ${DEFAULT_MAX_UPLOAD_MB} MB upload limit.`;
  return null;
}
