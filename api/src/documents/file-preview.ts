// Showing and downloading a document version: a preview fit for the page, a short-lived signed link,
// and the public route that streams the bytes behind such a link.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileLinkRequestSchema, fileLinkSchema, previewSchema, type Preview } from '@app/shared/contract';
import type { DocumentVersionsTable } from '../db/schema.ts';
import { withTenant, type TenantTransaction } from '../db/tenant-scope.ts';
import { FileNotFoundError } from '../files/file-storage.ts';
import { previewCsv, previewDocxHtml, previewText, previewWorkbook } from '../files/file-previews.ts';
import { readOfficeFile } from '../files/office-package.ts';
import { UnreadableFileError } from '../files/unreadable-file-error.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../http/error-handler.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { RepositoryGuards } from './repository-access.ts';

/** The public route, below the documents prefix; the token goes in the query (too long for a path segment). */
const FILE_CONTENT_PATH = '/file-content/';
const fileContentUrl = (prefix: string, token: string) => `${prefix}${FILE_CONTENT_PATH}?token=${encodeURIComponent(token)}`;
/** A docx converted to HTML is held in memory: larger ones are not previewed. */
const MAX_DOCX_PREVIEW_BYTES = 20 * 1024 * 1024;

const documentParams = z.object({ id: z.string().uuid() });
const previewQuery = z.object({ version_id: z.string().uuid().optional() });

type VersionFacts = Pick<DocumentVersionsTable, 'sha256' | 'mime_type' | 'file_type' | 'original_name'> & { id: string; size: number };

/** A version of a document (its current one by default); a 404 for anything else. */
async function findVersion(trx: TenantTransaction, tenantId: string, documentId: string, versionId: string | undefined): Promise<VersionFacts> {
  const version = await trx
    .selectFrom('document_versions as v')
    .innerJoin('repository_items as i', (join) => join.onRef('i.id', '=', 'v.document_id').onRef('i.tenant_id', '=', 'v.tenant_id'))
    .select(['v.id', 'v.sha256', 'v.size', 'v.mime_type', 'v.file_type', 'v.original_name'])
    .where('v.tenant_id', '=', tenantId)
    .where('v.document_id', '=', documentId)
    .$call((query) => (versionId ? query.where('v.id', '=', versionId) : query.whereRef('v.id', '=', 'i.current_version_id')))
    .executeTakeFirst();
  if (!version) throw notFound();
  return { ...version, size: Number(version.size) };
}

function unreadable(error: unknown): unknown {
  return error instanceof UnreadableFileError ? new ApiError(422, 'unreadable_file', error.message) : error;
}

/** `attachment; filename="..."` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const filePreviewRoute: FastifyPluginAsyncZod<{ guards: RepositoryGuards; documentsPrefix: string }> = async (app, { guards, documentsPrefix }) => {
  const openStored = (sha256: string) =>
    app.fileStorage.open(sha256).catch((error: unknown) => {
      throw error instanceof FileNotFoundError ? new ApiError(404, 'file_missing', 'The file of this version is no longer stored.') : error;
    });

  async function signedUrl(tenantId: string, versionId: string, disposition: 'inline' | 'attachment') {
    const { token, expiresAt } = await app.fileLinks.sign({ tenantId, versionId, disposition });
    return { url: fileContentUrl(documentsPrefix, token), expires_at: expiresAt.toISOString() };
  }

  async function buildPreview(tenantId: string, version: VersionFacts): Promise<Preview> {
    switch (version.file_type) {
      case 'pdf':
        return { kind: 'pdf', content_url: (await signedUrl(tenantId, version.id, 'inline')).url };
      case 'png':
      case 'jpg':
        return { kind: 'image', content_url: (await signedUrl(tenantId, version.id, 'inline')).url };
      case 'txt':
      case 'md':
        return { kind: 'text', ...(await previewText(await openStored(version.sha256))) };
      case 'csv':
        return { kind: 'table', sheets: await previewCsv(await openStored(version.sha256), version.original_name) };
      case 'xlsx':
        return { kind: 'table', sheets: await previewWorkbook(Readable.from([await readOfficeFile(await openStored(version.sha256), 'Excel workbook')])) };
      case 'docx': {
        if (version.size > MAX_DOCX_PREVIEW_BYTES) {
          throw new ApiError(422, 'preview_too_large', 'This document is too large to preview in the page. Download it instead.');
        }
        return { kind: 'html', html: await previewDocxHtml(await readOfficeFile(await openStored(version.sha256), 'Word document')) };
      }
    }
  }

  app.get(
    '/file-preview/:id/',
    {
      onRequest: guards.read,
      schema: {
        tags: ['documents'],
        summary: 'How to show a version in the page (the current one unless version_id is given)',
        params: documentParams,
        querystring: previewQuery,
        response: { 200: envelope(previewSchema), ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { tenant } = request;
      const version = await withTenant(app.db, tenant.id, (trx) => findVersion(trx, tenant.id, request.params.id, request.query.version_id));
      const data = await buildPreview(tenant.id, version).catch((error: unknown) => {
        throw unreadable(error);
      });
      return { message: 'Preview ready.', data };
    },
  );

  app.post(
    '/file-preview/:id/link/',
    {
      onRequest: guards.read,
      schema: {
        tags: ['documents'],
        summary: 'A signed link (valid five minutes) that streams a version without an Authorization header',
        params: documentParams,
        body: fileLinkRequestSchema,
        response: { 200: envelope(fileLinkSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { tenant, body } = request;
      const version = await withTenant(app.db, tenant.id, (trx) => findVersion(trx, tenant.id, request.params.id, body.version_id));
      return { message: 'Link ready.', data: await signedUrl(tenant.id, version.id, body.disposition) };
    },
  );

  app.get(
    FILE_CONTENT_PATH,
    {
      schema: {
        tags: ['documents'],
        summary: 'The bytes of a version, behind a signed link from file-preview/{id}/link/',
        querystring: z.object({ token: z.string().min(1, 'This link is not valid.') }),
        response: {
          200: { description: 'The file, with its own Content-Type', content: { 'application/octet-stream': { schema: z.string() } } },
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const claims = await app.fileLinks.verify(request.query.token);
      if (claims.tenantId !== tenant.id) throw new ApiError(404, 'not_found', 'This link is not valid.');
      const version = await withTenant(app.db, tenant.id, (trx) =>
        trx
          .selectFrom('document_versions')
          .select(['id', 'sha256', 'size', 'mime_type', 'file_type', 'original_name'])
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', claims.versionId)
          .executeTakeFirst(),
      );
      if (!version) throw new ApiError(404, 'not_found', 'This file no longer exists.');
      const content = await openStored(version.sha256);
      const textual = version.mime_type.startsWith('text/');
      return reply
        .header('content-type', textual ? `${version.mime_type}; charset=utf-8` : version.mime_type)
        .header('content-length', String(version.size))
        .header('content-disposition', contentDisposition(claims.disposition, version.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=300')
        // A stream is sent as is; the schema above only documents the bytes.
        .send(content as unknown as string);
    },
  );
};
