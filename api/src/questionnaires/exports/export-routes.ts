// Exports of a project: its questionnaires with their answers written back (one file, or a zip of
// several, built by a job whose progress the status call reports), and the list of its documents
// with their status as xlsx or csv. Client users may export their own client's projects.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportDocumentListRequestSchema,
  exportStatusSchema,
  fileLinkSchema,
  startExportRequestSchema,
  type ExportStatus,
  type ProjectDocument,
  WORKFLOW_STATE_LABELS,
} from '@app/shared/contract';
import type { Principal } from '../../auth/access-tokens.ts';
import { writeAudit } from '../../auditlog/write-audit.ts';
import { withTenant, type TenantTransaction } from '../../db/tenant-scope.ts';
import { holdFileBlob, lockFileBlob } from '../../files/file-blobs.ts';
import { ApiError } from '../../http/api-error.ts';
import { notFound } from '../../http/error-handler.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { envelope, errorResponses } from '../../http/schemas.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { findReachableProject } from '../../access/project-access.ts';
import { clientScope } from '../../access/principal.ts';
import { loadProjectDocuments } from '../../projects/project-document-views.ts';
import { PROJECT_EXPORTS_HOLDER } from '../../projects/project-file-holds.ts';
import { QUESTIONNAIRE_MIME_TYPES } from '../formats/index.ts';
import { fileResponse, linkSubject, sendStoredFile, signedLink, signedLinkQuery } from '../../files/send-stored-file.ts';
import { EXPORT_ATTEMPTS, EXPORT_DOCUMENTS } from './export-job.ts';

const EXPORT_CONTENT_PATH = '/export-project-documents/file/';

/** A name any file system takes. */
const safeFileName = (name: string) => name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim() || 'export';
const answeredName = (name: string, format: string | null) => (format ? `${name.replace(/\.[^.]+$/, '')}.${format === 'pdf' ? 'xlsx' : format}` : name);
/** The spec's export date format, YYYY-M-DD. */
const exportDay = (iso: string) => {
  const date = new Date(iso);
  return `${date.getUTCFullYear()}-${date.getUTCMonth() + 1}-${String(date.getUTCDate()).padStart(2, '0')}`;
};

async function findReachableExport(trx: TenantTransaction, principal: Principal, exportId: string) {
  const entityId = clientScope(principal);
  const row = await trx
    .selectFrom('project_exports as x')
    .innerJoin('projects as p', (join) => join.onRef('p.id', '=', 'x.project_id').onRef('p.tenant_id', '=', 'x.tenant_id'))
    .select(['x.id', 'x.state', 'x.done', 'x.total', 'x.file_name', 'x.error'])
    .where('x.tenant_id', '=', principal.tenantId)
    .where('x.id', '=', exportId)
    .$if(entityId !== null, (query) => query.where('p.entity_id', '=', entityId!))
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function documentListRows(documents: readonly ProjectDocument[]): (string | number)[][] {
  return documents.map((document) => [
    document.name,
    document.document_type?.name ?? '',
    document.category?.name ?? '',
    document.format ?? '',
    WORKFLOW_STATE_LABELS[document.state],
    document.progress.total,
    document.progress.approved,
    document.progress.not_applicable,
    document.progress.total - document.progress.approved - document.progress.not_applicable,
    document.progress.percent,
    document.uploaded_by?.full_name ?? '',
    exportDay(document.created_at),
    document.error ?? '',
  ]);
}

const LIST_HEADER = [
  'Document',
  'Type',
  'Category',
  'Format',
  'Status',
  'Questions',
  'Approved',
  'Not applicable',
  'Open',
  'Progress (%)',
  'Uploaded by',
  'Uploaded on',
  'Problem',
];

async function documentListFile(projectName: string, documents: readonly ProjectDocument[], format: 'xlsx' | 'csv'): Promise<Buffer> {
  const rows = documentListRows(documents);
  if (format === 'csv') return Buffer.from(stringify([LIST_HEADER, ...rows], { bom: true }));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Documents');
  sheet.addRow([projectName]).font = { bold: true, size: 14 };
  sheet.addRow([]);
  sheet.addRow(LIST_HEADER).font = { bold: true };
  sheet.addRows(rows);
  sheet.columns.forEach((column, index) => {
    column.width = index === 0 ? 40 : 16;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  async function exportStatus(tenantId: string, row: Awaited<ReturnType<typeof findReachableExport>>): Promise<ExportStatus> {
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
          'One document: that file in its own format (a pdf questionnaire as an xlsx answer sheet). Several (or all, ' +
          'without `document_ids`): a zip. Approved answers are written, and "Not applicable" where marked so. The ' +
          'export is built in the background: poll GET export-project-documents/{id}/ for progress and the link. With ' +
          '`include_sources`, each answer\'s cited repository documents follow its explanation ("Sources: …").',
        body: startExportRequestSchema,
        response: { 202: envelope(exportStatusSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { principal, body } = request;
      const tenantId = principal.tenantId;
      const status = await withTenant(app.db, tenantId, async (trx) => {
        const project = await findReachableProject(trx, principal, body.project_id);
        const wanted = body.document_ids ? [...new Set(body.document_ids)] : undefined;
        if (wanted?.length === 0) throw new ApiError(400, 'invalid', 'Choose at least one document.', { document_ids: ['Choose at least one document.'] });
        const documents = await trx
          .selectFrom('project_documents')
          .select(['id', 'name', 'format'])
          .where('tenant_id', '=', tenantId)
          .where('project_id', '=', project.id)
          .$if(wanted !== undefined, (query) => query.where('id', 'in', wanted!))
          .orderBy('created_at')
          .execute();
        if (wanted && documents.length !== wanted.length) throw new ApiError(404, 'not_found', 'Some of these documents are not in this project.');
        if (documents.length === 0) throw new ApiError(400, 'nothing_to_export', 'This project has no documents to export yet.');
        const fileName = safeFileName(documents.length === 1 ? answeredName(documents[0]!.name, documents[0]!.format) : `${project.name}.zip`);
        const row = await trx
          .insertInto('project_exports')
          .values({
            tenant_id: tenantId,
            project_id: project.id,
            document_ids: documents.map((document) => document.id),
            requested_by: principal.userId,
            total: documents.length,
            file_name: fileName,
            include_sources: body.include_sources ?? false,
          })
          .returning(['id', 'state', 'done', 'total', 'file_name', 'error'])
          .executeTakeFirstOrThrow();
        await enqueueJob(trx, { tenantId, kind: EXPORT_DOCUMENTS, payload: { exportId: row.id }, maxAttempts: EXPORT_ATTEMPTS });
        await writeAudit(trx, {
          tenantId,
          actorUserId: principal.userId,
          entityId: project.entity_id,
          category: 'projects',
          action: 'export',
          targetType: 'project_export',
          targetId: row.id,
          after: {
            project_id: project.id,
            documents: documents.map((document) => document.id),
            file_name: fileName,
            include_sources: body.include_sources ?? false,
          },
          ...requestOrigin(request),
        });
        return exportStatus(tenantId, row);
      });
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
      const row = await withTenant(app.db, tenant.id, (trx) =>
        trx
          .selectFrom('project_exports')
          .select(['file_name', 'sha256', 'size', 'mime_type'])
          .where('tenant_id', '=', tenant.id)
          .where('id', '=', subjectId)
          .where('state', '=', 'ready')
          .executeTakeFirst(),
      );
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
        const exportId = await withTenant(app.db, tenantId, async (trx) => {
          await lockFileBlob(trx, staged.sha256);
          await staged.commit();
          await holdFileBlob(trx, tenantId, PROJECT_EXPORTS_HOLDER, staged);
          const { id } = await trx
            .insertInto('project_exports')
            .values({
              tenant_id: tenantId,
              project_id: project.id,
              document_ids: [],
              requested_by: principal.userId,
              state: 'ready',
              done: 1,
              total: 1,
              file_name: safeFileName(`${project.name} documents.${body.format}`),
              sha256: staged.sha256,
              size: staged.size,
              mime_type: QUESTIONNAIRE_MIME_TYPES[body.format],
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeAudit(trx, {
            tenantId,
            actorUserId: principal.userId,
            entityId: project.entity_id,
            category: 'projects',
            action: 'export_document_list',
            targetType: 'project_export',
            targetId: id,
            after: { project_id: project.id, format: body.format, documents: documents.length },
            ...requestOrigin(request),
          });
          return id;
        });
        const link = await signedLink(app, EXPORT_CONTENT_PATH, { tenantId, subjectId: exportId, disposition: 'attachment' });
        return { message: 'The list of documents is ready to download.', data: link };
      } finally {
        await staged.discard();
      }
    },
  );
};
