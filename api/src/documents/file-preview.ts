// Showing and downloading a document version: a preview fit for the page, a short-lived signed link,
// and the public route that streams the bytes behind such a link.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileLinkRequestSchema, fileLinkSchema, previewSchema, type Preview } from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { previewCsv, previewDocxHtml, previewText, previewWorkbook } from '../files/file-previews.ts';
import { readOfficeFile } from '../files/office-package.ts';
import { fileResponse, linkSubject, openStoredFile, sendStoredFile, signedLink, signedLinkQuery } from '../files/send-stored-file.ts';
import { UnreadableFileError } from '../files/unreadable-file-error.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import type { RepositoryGuards } from './repository-access.ts';
import { findVersion, findVersionById, type VersionFacts } from './version-files.ts';

/** The public route, below the documents prefix, that a signed link points to. */
const FILE_CONTENT_PATH = '/file-content/';
const VERSION_NOT_STORED = 'The file of this version is no longer stored.';
/** A docx converted to HTML is held in memory: larger ones are not previewed. */
const MAX_DOCX_PREVIEW_BYTES = 20 * 1024 * 1024;

const documentParams = z.object({ id: z.string().uuid() });
const previewQuery = z.object({ version_id: z.string().uuid().optional() });

function unreadable(error: unknown): unknown {
  return error instanceof UnreadableFileError ? new ApiError(422, 'unreadable_file', error.message) : error;
}

export const filePreviewRoute: FastifyPluginAsyncZod<{ guards: RepositoryGuards }> = async (app, { guards }) => {
  const openStored = (sha256: string) => openStoredFile(app, sha256, VERSION_NOT_STORED);
  const signedUrl = (tenantId: string, versionId: string, disposition: 'inline' | 'attachment') =>
    signedLink(app, FILE_CONTENT_PATH, { tenantId, subjectId: versionId, disposition });

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
        querystring: signedLinkQuery,
        response: { 200: fileResponse, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const { subjectId, disposition } = await linkSubject(app, request, request.query.token);
      const version = await withTenant(app.db, tenant.id, (trx) => findVersionById(trx, tenant.id, subjectId));
      if (!version) throw new ApiError(404, 'not_found', 'This file no longer exists.');
      const file = { sha256: version.sha256, size: version.size, mimeType: version.mime_type, name: version.original_name, disposition };
      return sendStoredFile(app, reply, file, VERSION_NOT_STORED);
    },
  );
};
