// POST /api/v1/documents/convert-to-pdf/: a signed link to a project document as pdf, for the
// document-preview page. Office and text files are converted once (LibreOffice headless) and the
// pdf is kept by the original's content hash; a pdf, or an image, which a browser shows as well, is
// linked as it is. Without LibreOffice the answer is a clear 503, and the page falls back to
// rendering the document itself.
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertToPdfRequestSchema, fileLinkSchema, type RepositoryFileType } from '@app/shared/contract';
import { withTenant } from '../../db/tenant-scope.ts';
import type { StagedFile } from '../../files/file-storage.ts';
import { mimeTypeOf } from '../../files/file-types.ts';
import { OFFICE_FILE_TYPES, readOfficeFile } from '../../files/office-package.ts';
import { readAll } from '../../files/read-content.ts';
import { UnreadableFileError } from '../../files/unreadable-file-error.ts';
import { ApiError } from '../../http/api-error.ts';
import { notFound } from '../../http/error-handler.ts';
import { envelope, errorResponses } from '../../http/schemas.ts';
import { findReachableDocument, type DocumentRef } from '../../access/project-access.ts';
import { fileResponse, linkSubject, sendStoredFile, signedLink, signedLinkQuery } from '../../files/send-stored-file.ts';
import { ConversionFailedError, ConverterMissingError, type OfficeToPdf } from './office-to-pdf.ts';
import { documentFile, findPdfConversion, recordPdfConversion } from './pdf-conversions.ts';

/** Files a browser shows in the page as they are. */
const SHOWN_AS_IS = new Set(['pdf', 'png', 'jpg']);
const PDF_CONTENT_PATH = '/convert-to-pdf/file/';

const pdfName = (name: string) => `${name.replace(/\.[^.]+$/, '')}.pdf`;
type PreviewSource = Pick<DocumentRef, 'name' | 'file_type' | 'sha256' | 'size'>;

export const convertToPdfRoute: FastifyPluginAsyncZod<{ converter: OfficeToPdf }> = async (app, { converter }) => {
  /** The stored file that shows a document: itself (a pdf or an image), or its pdf conversion if one was made. */
  async function storedPreview(tenantId: string, document: PreviewSource) {
    if (SHOWN_AS_IS.has(document.file_type)) {
      return { sha256: document.sha256, size: Number(document.size), mimeType: mimeTypeOf(document.file_type as RepositoryFileType), name: document.name };
    }
    const conversion = await withTenant(app.db, tenantId, (trx) => findPdfConversion(trx, tenantId, document.sha256));
    if (!conversion || !(await app.fileStorage.exists(conversion.pdf_sha256))) return null;
    return { sha256: conversion.pdf_sha256, size: Number(conversion.size), mimeType: 'application/pdf', name: pdfName(document.name) };
  }

  /** Converts the document and keeps the pdf (held by the pdf previews) under the original's hash. */
  async function convert(tenantId: string, document: DocumentRef): Promise<void> {
    const stored = await app.fileStorage.open(document.sha256);
    // LibreOffice would inflate a zip bomb too.
    const original = OFFICE_FILE_TYPES.has(document.file_type) ? await readOfficeFile(stored, 'document') : await readAll(stored);
    const staged: StagedFile = await converter.convert(original, document.file_type, (pdfPath) => app.fileStorage.stage(createReadStream(pdfPath)));
    try {
      await withTenant(app.db, tenantId, (trx) => recordPdfConversion(trx, tenantId, document.sha256, staged));
    } finally {
      await staged.discard();
    }
  }

  app.post(
    '/convert-to-pdf/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: 'A signed link (five minutes) to a project document as pdf, for preview',
        description:
          'docx, xlsx, csv, txt and md are converted with LibreOffice (once per content); a pdf or an image (png, jpg) ' +
          'is linked as it is. 503 when LibreOffice is not installed, 422 when it cannot convert the file.',
        body: convertToPdfRequestSchema,
        response: { 200: envelope(fileLinkSchema), ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const { principal } = request;
      const tenantId = principal.tenantId;
      const document = await withTenant(app.db, tenantId, (trx) => findReachableDocument(trx, principal, request.body.document_id));
      if (!(await storedPreview(tenantId, document))) {
        await convert(tenantId, document).catch((error: unknown) => {
          if (error instanceof ConverterMissingError) {
            request.log.warn({ err: error }, 'Office-to-pdf conversion is not available');
            throw new ApiError(
              503,
              'converter_unavailable',
              'Showing this document as a PDF is not available on this server (LibreOffice is not installed). It is shown in the page instead.',
            );
          }
          if (error instanceof ConversionFailedError || error instanceof UnreadableFileError) throw new ApiError(422, 'conversion_failed', error.message);
          throw error;
        });
      }
      const link = await signedLink(app, PDF_CONTENT_PATH, { tenantId, subjectId: document.id, disposition: 'inline' });
      return { message: 'The PDF is ready.', data: link };
    },
  );

  app.get(
    PDF_CONTENT_PATH,
    {
      schema: {
        tags: ['questionnaires'],
        summary: 'A project document as pdf (or the image itself), behind a signed link from convert-to-pdf',
        querystring: signedLinkQuery,
        response: { 200: fileResponse, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const { subjectId, disposition } = await linkSubject(app, request, request.query.token);
      const document = await withTenant(app.db, tenant.id, (trx) => documentFile(trx, tenant.id, subjectId));
      const preview = document && (await storedPreview(tenant.id, document));
      if (!preview) throw notFound();
      return sendStoredFile(app, reply, { ...preview, disposition });
    },
  );
};
