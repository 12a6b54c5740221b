// Sending a questionnaire through the pipeline again (reprocessing; a layout a person confirmed): its
// questions are extracted afresh and merged with those people worked on (see extraction-job.ts).
import type { FastifyRequest } from 'fastify';
import type { ProjectDocument } from '@app/shared/contract';
import { writeAudit } from '../../auditlog/write-audit.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import type { DocumentRef } from '../../access/project-access.ts';
import { loadProjectDocument } from '../../projects/project-document-views.ts';
import { lockProject, refreshProjectStatus } from '../../projects/project-status.ts';
import type { QuestionnaireLayout } from '../formats/index.ts';
import { EXTRACT_QUESTIONS, PIPELINE_ATTEMPTS, PIPELINE_STATES } from './extraction-job.ts';

export interface ExtractionRequest {
  /** The audit entry's action ("reprocess", "confirm_layout"). */
  action: string;
  /** A new confirmed layout, stored with the document for this and every later extraction. */
  layout?: QuestionnaireLayout;
  /** The audit entry's before and after; the document's state by default. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Queues the document's extraction; 409 while the pipeline works on it already. Audited. */
export async function queueExtraction(
  trx: TenantTransaction,
  request: FastifyRequest,
  document: DocumentRef,
  change: ExtractionRequest,
): Promise<ProjectDocument> {
  const { principal } = request;
  const tenantId = principal.tenantId;
  await lockProject(trx, tenantId, document.project_id);
  const queued = await trx
    .updateTable('project_documents')
    .set({ state: 'queued', error: null, ...(change.layout && { layout: JSON.stringify(change.layout) }) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', document.id)
    .where('state', 'not in', PIPELINE_STATES)
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) === 0) throw inProgress(document.name);
  await enqueueJob(trx, { tenantId, kind: EXTRACT_QUESTIONS, payload: { documentId: document.id }, maxAttempts: PIPELINE_ATTEMPTS });
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: document.entity_id,
    category: 'questionnaires',
    action: change.action,
    targetType: 'project_document',
    targetId: document.id,
    before: change.before ?? { state: document.state },
    after: change.after ?? { state: 'queued' },
    ...requestOrigin(request),
  });
  await refreshProjectStatus(trx, document.project_id, { tenantId, actorUserId: principal.userId });
  return loadProjectDocument(trx, tenantId, document.id);
}

export const inProgress = (name: string) => new ApiError(409, 'in_progress', `"${name}" is being processed already. Wait until its answers are suggested.`);

/** Refuses at once what queueExtraction would refuse after the work of reading the file. */
export function assertNotInPipeline(document: DocumentRef): void {
  if ((PIPELINE_STATES as readonly string[]).includes(document.state)) throw inProgress(document.name);
}
