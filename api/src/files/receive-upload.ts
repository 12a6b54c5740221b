// The streamed upload every upload route shares: one file per multipart request, its text fields
// (sent before the file) validated, its name made safe, the content staged and checked, then recorded
// under the file's lock. Its promise: a refused, failed or interrupted upload leaves no row and no
// file behind.
import { basename } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { deleteFileIfUnheld, holdFileBlob, lockFileBlob } from './file-blobs.ts';
import type { StagedFile } from './file-storage.ts';

const MAX_NAME_LENGTH = 200;

/**
 * The name to keep: the last segment of the path the browser sent ("C:\fakepath\x.pdf" and
 * "folder/x.pdf" are "x.pdf"), without control characters. A path that climbs ("../x.pdf") is no
 * browser's doing: it is refused, so nobody mistakes a traversal attempt for an ordinary upload.
 */
export function uploadedFileName(sent: string): string {
  const path = sent.replaceAll('\\', '/');
  const segments = path.split('/');
  if (segments.length > 1 && segments.some((segment) => segment.trim() === '..')) {
    throw new ApiError(400, 'invalid', 'A file name cannot contain "../". Rename the file and upload it again.');
  }
  // Bidirectional controls would show "invoice‮fdp.exe" as "invoiceexe.pdf".
  const name = basename(path)
    .replace(/[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  if (!name || name === '.' || name === '..') throw new ApiError(400, 'invalid', 'The file has no usable name. Rename it and upload it again.');
  if (name.length > MAX_NAME_LENGTH) {
    throw new ApiError(400, 'invalid', `The file name is longer than ${MAX_NAME_LENGTH} characters. Rename it and upload it again.`);
  }
  return name;
}

export function tooLarge(maxUploadBytes: number): ApiError {
  return new ApiError(413, 'file_too_large', `The file is larger than the limit of ${formatMegabytes(maxUploadBytes)}. Upload a smaller file.`);
}

const formatMegabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** Multipart problems in words for people. */
export function multipartError(error: unknown, maxUploadBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxUploadBytes);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || /boundary not found/i.test(String((error as Error).message)))
    return new ApiError(400, 'invalid', 'Send the file as multipart/form-data.');
  if (code === 'FST_FILES_LIMIT') return new ApiError(400, 'invalid', 'Upload one file per request.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new ApiError(400, 'invalid', 'The upload has too many fields.');
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET' || /aborted|terminated early|Unexpected end/i.test(String((error as Error).message))) {
    return new ApiError(400, 'upload_interrupted', 'The upload was interrupted before the whole file arrived. Please try again.');
  }
  return error;
}

/** The text fields sent before the file, validated like any body; empty values count as absent. */
function uploadFields<Schema extends z.ZodType>(part: MultipartFile, names: readonly string[], schema: Schema): z.infer<Schema> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const field = part.fields[name];
    const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : '';
    if (value !== '') values[name] = value;
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  const fields = Object.keys(errors);
  throw new ApiError(400, 'invalid', fields.length === 1 ? errors[fields[0]!]![0]! : `Please check these fields: ${fields.join(', ')}.`, errors);
}

export interface UploadRequest<Schema extends z.ZodType> {
  maxUploadBytes: number;
  /** The text fields the form sends, in the order it sends them, and their schema. */
  fieldNames: readonly string[];
  fieldsSchema: Schema;
  /** Keep the name as sent (not cut to its last segment by the parser), so a climbing one is refused. */
  preservePath?: boolean;
}

export interface ReceivedUpload<Fields> {
  fields: Fields;
  name: string;
  /** Reads the whole file into the staging area: a 413 when it is too large, a 400 when it is empty. */
  stage(): Promise<StagedFile>;
}

/**
 * Receives one file and hands it to `handle`, which checks where it goes (before staging it, for a
 * quick refusal), stages and records it. Whatever `handle` does, a refused upload's remaining bytes
 * are discarded and its staging file removed.
 */
export async function receiveUpload<Schema extends z.ZodType, Result>(
  app: FastifyInstance,
  request: FastifyRequest,
  { maxUploadBytes, fieldNames, fieldsSchema, preservePath = false }: UploadRequest<Schema>,
  handle: (upload: ReceivedUpload<z.infer<Schema>>) => Promise<Result>,
): Promise<Result> {
  const part = await request
    .file({ preservePath, limits: { fileSize: maxUploadBytes, files: 1, fields: fieldNames.length, fieldSize: 1024 } })
    .catch((error: unknown) => {
      throw multipartError(error, maxUploadBytes);
    });
  if (!part) throw new ApiError(400, 'invalid', 'Choose a file to upload.');

  let staged: StagedFile | undefined;
  try {
    const fields = uploadFields(part, fieldNames, fieldsSchema);
    const name = uploadedFileName(part.filename);
    return await handle({
      fields,
      name,
      stage: async () => {
        staged = await app.fileStorage.stage(part.file).catch((error: unknown) => {
          throw multipartError(error, maxUploadBytes);
        });
        if (part.file.truncated) throw tooLarge(maxUploadBytes);
        if (staged.size === 0) throw new ApiError(400, 'empty_file', `"${name}" is empty.`);
        return staged;
      },
    });
  } finally {
    // Stop reading a refused upload: its remaining bytes are discarded, not stored.
    if (!part.file.readableEnded) part.file.resume();
    await staged?.discard();
  }
}

/**
 * Records a staged file in one transaction: `record` checks the target again, calls `keepFile` (which
 * locks the content, commits it to the storage and holds it for `holder`) and writes its rows. When
 * recording fails after the file was committed, the file is deleted again unless something else holds it.
 */
export async function recordStagedFile<Result>(
  app: FastifyInstance,
  tenantId: string,
  staged: StagedFile,
  holder: string,
  record: (trx: TenantTransaction, keepFile: () => Promise<void>) => Promise<Result>,
): Promise<Result> {
  let committed = false;
  try {
    return await withTenant(app.db, tenantId, (trx) =>
      record(trx, async () => {
        await lockFileBlob(trx, staged.sha256);
        await staged.commit();
        committed = true;
        await holdFileBlob(trx, tenantId, holder, staged);
      }),
    );
  } catch (error) {
    if (committed) await withTenant(app.db, tenantId, (trx) => deleteFileIfUnheld(trx, app.fileStorage, staged.sha256));
    throw error;
  }
}
