// Cancelling a questionnaire's processing: the document becomes `cancelled` at once, audited; the job
// in hand sees the state at its next batch and stops there, queued ones find nothing to do. 409 when
// nothing is being processed.
import type { ProjectDocument } from '@app/shared/contract';
import { findReachableDocument } from '../../access/project-access.ts';
import type { ChangeActor } from '../../access/principal.ts';
import { writeAudit } from '../../auditlog/write-audit.ts';
import type { TenantTransaction } from '../../db/tenant-scope.ts';
import { ApiError } from '../../http/api-error.ts';
import { loadProjectDocument } from '../../projects/project-document-views.ts';
import { lockProject, refreshProjectStatus } from '../../projects/project-status.ts';
import { PIPELINE_STATES } from './extraction-job.ts';

export async function cancelProcessing(trx: TenantTransaction, { principal, origin }: ChangeActor, documentId: string): Promise<ProjectDocument> {
  const tenantId = principal.tenantId;
  const found = await findReachableDocument(trx, principal, documentId);
  await lockProject(trx, tenantId, found.project_id);
  const cancelled = await trx
    .updateTable('project_documents')
    .set({ state: 'cancelled', error: null })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', found.id)
    .where('state', 'in', PIPELINE_STATES)
    .executeTakeFirst();
  if (Number(cancelled.numUpdatedRows) === 0) {
    throw new ApiError(409, 'not_processing', `"${found.name}" is not being processed: there is nothing to cancel.`);
  }
  const document = await loadProjectDocument(trx, tenantId, found.id);
  await writeAudit(trx, {
    tenantId,
    actorUserId: principal.userId,
    entityId: found.entity_id,
    category: 'questionnaires',
    action: 'cancel_processing',
    targetType: 'project_document',
    targetId: found.id,
    before: { state: found.state },
    after: { state: 'cancelled', questions: document.progress.total, unanswered: document.progress.unanswered },
    ...origin,
  });
  await refreshProjectStatus(trx, found.project_id, { tenantId, actorUserId: principal.userId });
  return document;
}
