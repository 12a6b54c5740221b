// Exports of a project: its questionnaires with their answers written back (one file, or a zip of
// several, built by a job whose progress the status call reports), and the list of its documents
// with their status as xlsx or csv. Client users may export their own client's projects.
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportDocumentListRequestSchema, exportStatusSchema, fileLinkSchema, startExportRequestSchema, type ExportStatus } from '@app/shared/contract';
import { findReachableProject } from '../../access/project-access.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { fileResponse, linkSubject, sendStoredFile, signedLink, signedLinkQuery } from '../../files/send-stored-file.ts';
import { notFound } from '../../http/error-handler.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { envelope, errorResponses } from '../../http/schemas.ts';
import { loadProjectDocuments } from '../../projects/project-document-views.ts';
import { documentListFile } from './document-list-file.ts';
import { findReachableExport, readyExportFile, recordDocumentList, startExport, type ExportRow } from './project-exports.ts';

const EXPORT_CONTENT_PATH = '/export-project-documents/file/';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  async function exportStatus(tenantId: string, row: ExportRow): Promise<ExportStatus> {
    const url = row.state === 'ready' ? (await signedLink(app, EXPORT_CONTENT_PATH, { tenantId, subjectId: row.id, disposition: 'attachment' })).url : null;
    return { id: row.id, state: row.state, done: row.done, total: row.total, file_name: row.file_name, url, error: row.error };
  }

  app.post(
    '/export-project-documents/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "Export a project's documents with their approved answers written back",
        description:
          'One document: that file in its own format (a fillable pdf with its form fields filled in and its Yes/No ' +
          'boxes ticked; a pdf without form fields as an xlsx answer sheet). Several (or all, ' +
          'without `document_ids`): a zip. Approved answers are written, and "Not applicable" where marked so. The ' +
          'export is built in the background: poll GET export-project-documents/{id}/ for progress and the link. With ' +
          '`include_sources`, each answer\'s cited repository documents follow its explanation ("Sources: …").',
        body: startExportRequestSchema,
        response: { 202: envelope(exportStatusSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const actor = { principal, origin: requestOrigin(request) };
      const row = await withTenant(app.db, principal.tenantId, (trx) => startExport(trx, actor, body));
      const status = await exportStatus(principal.tenantId, row);
      return reply.status(202).send({ message: `Preparing ${status.file_name}.`, data: status });
    },
  );

  app.get(
    '/export-project-documents/:id/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "An export's progress; when ready, a signed download link (valid five minutes)",
        params: z.object({ id: z.string().uuid() }),
        response: { 200: envelope(exportStatusSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const row = await withTenant(app.db, principal.tenantId, (trx) => findReachableExport(trx, principal, request.params.id));
      const messages = {
        queued: 'The export is queued.',
        running: `Exported ${row.done} of ${row.total}.`,
        ready: 'The export is ready.',
        failed: row.error ?? 'The export failed.',
      };
      return { message: messages[row.state], data: await exportStatus(principal.tenantId, row) };
    },
  );

  app.get(
    EXPORT_CONTENT_PATH,
    {
      schema: {
        tags: ['questionnaires'],
        summary: 'An export file, behind the signed link of its status',
        querystring: signedLinkQuery,
        response: { 200: fileResponse, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const { subjectId, disposition } = await linkSubject(app, request, request.query.token);
      const row = await withTenant(app.db, tenant.id, (trx) => readyExportFile(trx, tenant.id, subjectId));
      if (!row?.sha256) throw notFound();
      return sendStoredFile(app, reply, { sha256: row.sha256, size: Number(row.size), mimeType: row.mime_type!, name: row.file_name, disposition });
    },
  );

  app.post(
    '/export-project-documents-list/',
    {
      onRequest: app.requirePermission('view_project'),
      schema: {
        tags: ['questionnaires'],
        summary: "The list of a project's documents with their status and progress, as xlsx or csv",
        description: '`data.url` is a signed download link, valid five minutes.',
        body: exportDocumentListRequestSchema,
        response: { 200: envelope(fileLinkSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const tenantId = principal.tenantId;
      const { project, documents } = await withTenant(app.db, tenantId, async (trx) => {
        const project = await findReachableProject(trx, principal, body.project_id);
        return { project, documents: await loadProjectDocuments(trx, tenantId, { projectId: project.id }) };
      });
      const content = await documentListFile(project.name, documents, body.format);
      const staged = await app.fileStorage.stage(Readable.from(content));
      try {
        const actor = { principal, origin: requestOrigin(request) };
        const exportId = await withTenant(app.db, tenantId, (trx) => recordDocumentList(trx, actor, { project, documents, format: body.format, staged }));
        const link = await signedLink(app, EXPORT_CONTENT_PATH, { tenantId, subjectId: exportId, disposition: 'attachment' });
        return { message: 'The list of documents is ready to download.', data: link };
      } finally {
        await staged.discard();
      }
    },
  );
};
