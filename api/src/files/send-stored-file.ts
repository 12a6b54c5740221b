// Sending a stored file, as every download route does: behind a short-lived signed link (FileLinks,
// whose subject is a document version, a project document or an export id), so downloads and iframes
// need no Authorization header, with its type, length and name, and never sniffed by the browser.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { FileNotFoundError } from './file-storage.ts';

/** Where the signed-link routes live (the repository's and the questionnaires'). */
export const DOCUMENTS_PREFIX = '/api/v1/documents';

/** `attachment; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The stored content; a 404 with `missingMessage` when the storage no longer has it. */
export function openStoredFile(app: FastifyInstance, sha256: string, missingMessage = 'This file is no longer stored.'): Promise<Readable> {
  return app.fileStorage.open(sha256).catch((error: unknown) => {
    throw error instanceof FileNotFoundError ? new ApiError(404, 'file_missing', missingMessage) : error;
  });
}

/**
 * A signed link to `{DOCUMENTS_PREFIX}{path}?token=…` for the subject (a project document or export id);
 * the token goes in the query: it is longer than a path segment may be.
 */
export async function signedLink(
  app: FastifyInstance,
  path: string,
  link: { tenantId: string; subjectId: string; disposition: 'inline' | 'attachment' },
): Promise<{ url: string; expires_at: string }> {
  const { token, expiresAt } = await app.fileLinks.sign({ tenantId: link.tenantId, versionId: link.subjectId, disposition: link.disposition });
  return { url: `${DOCUMENTS_PREFIX}${path}?token=${encodeURIComponent(token)}`, expires_at: expiresAt.toISOString() };
}

/** The subject of a valid link of this organisation; 403 expired, 404 anything else. */
export async function linkSubject(app: FastifyInstance, request: FastifyRequest, token: string) {
  const claims = await app.fileLinks.verify(token);
  if (claims.tenantId !== request.tenant.id) throw new ApiError(404, 'not_found', 'This link is not valid.');
  return { subjectId: claims.versionId, disposition: claims.disposition };
}

export interface StoredFileFacts {
  sha256: string;
  size: number;
  mimeType: string;
  name: string;
  disposition: 'inline' | 'attachment';
}

/** Streams a stored file with its type and name. */
export async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, file: StoredFileFacts, missingMessage?: string): Promise<FastifyReply> {
  const content = await openStoredFile(app, file.sha256, missingMessage);
  const textual = file.mimeType.startsWith('text/');
  return reply
    .header('content-type', textual ? `${file.mimeType}; charset=utf-8` : file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .send(content);
}

/** The query of a signed link's route. */
export const signedLinkQuery = z.object({ token: z.string().min(1, 'This link is not valid.') });

/** The response schema of a route that streams a file. */
export const fileResponse = { description: 'The file, with its own Content-Type', content: { 'application/octet-stream': { schema: z.string() } } };
