// A project's exports as rows: an export of its questionnaires started (queued for the export job,
// audited), found for a principal who may reach its project, its ready file read behind a signed link;
// and the list of documents recorded as a ready export. Client users reach their own client's only.
import { sql } from 'kysely';
import type { z } from 'zod';
import type { ProjectDocument, startExportRequestSchema } from '@app/shared/contract';
import { findReachableProject, type ProjectRef } from '../../access/project-access.ts';
import { clientScope, type ChangeActor } from '../../access/principal.ts';
import type { Principal } from '../../auth/access-tokens.ts';
import { writeAudit } from '../../auditlog/write-audit.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { holdFileBlob, lockFileBlob } from '../../files/file-blobs.ts';
import type { StagedFile } from '../../files/file-storage.ts';
import { ApiError } from '../../http/api-error.ts';
import { notFound } from '../../http/error-handler.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { PROJECT_EXPORTS_HOLDER } from '../../projects/project-file-holds.ts';
import { QUESTIONNAIRE_MIME_TYPES } from '../formats/index.ts';
import { safeFileName } from './answered-files.ts';
import { EXPORT_ATTEMPTS, EXPORT_DOCUMENTS } from './export-job.ts';

/** A pdf exports as itself when it is a form whose questions have fields, else as an xlsx answer sheet. */
async function answeredName(trx: TenantTransaction, tenantId: string, document: { id: string; name: string; format: string | null }): Promise<string> {
  if (!document.format) return document.name;
  let extension = document.format;
  if (document.format === 'pdf') {
    const form = await trx
      .selectFrom('questions')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('document_id', '=', document.id)
      .where(sql<boolean>`location ?| array['answerField', 'verdictFields']`)
      .limit(1)
      .executeTakeFirst();
    extension = form ? 'pdf' : 'xlsx';
  }
  return `${document.name.replace(/\.[^.]+$/, '')}.${extension}`;
}

export async function findReachableExport(trx: TenantTransaction, principal: Principal, exportId: string) {
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

export type ExportRow = Awaited<ReturnType<typeof findReachableExport>>;

/** Queues an export of the project's documents (all, or those asked for), audited. */
export async function startExport(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  body: z.output<typeof startExportRequestSchema>,
): Promise<ExportRow> {
  const tenantId = principal.tenantId;
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
  const fileName = safeFileName(documents.length === 1 ? await answeredName(trx, tenantId, documents[0]!) : `${project.name}.zip`);
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
    ...origin,
  });
  return row;
}

/** A ready export's stored file, by the id a signed link names. */
export function readyExportFile(trx: TenantTransaction, tenantId: string, exportId: string) {
  return trx
    .selectFrom('project_exports')
    .select(['file_name', 'sha256', 'size', 'mime_type'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', exportId)
    .where('state', '=', 'ready')
    .executeTakeFirst();
}

/**
 * Records the staged list of a project's documents as a ready export, held by the project's exports,
 * audited; answers the export's id.
 */
export async function recordDocumentList(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  listed: { project: ProjectRef; documents: readonly ProjectDocument[]; format: 'xlsx' | 'csv'; staged: StagedFile },
): Promise<string> {
  const tenantId = principal.tenantId;
  const { project, documents, format, staged } = listed;
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
      file_name: safeFileName(`${project.name} documents.${format}`),
      sha256: staged.sha256,
      size: staged.size,
      mime_type: QUESTIONNAIRE_MIME_TYPES[format],
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
    after: { project_id: project.id, format, documents: documents.length },
    ...origin,
  });
  return id;
}
