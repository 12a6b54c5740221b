// A project's status follows its questionnaires; a questionnaire's review state follows its questions.
// Both are stored (lists filter and sort on them) and refreshed in the transaction of every change.
import type { WorkflowState } from '@app/shared/contract';
import { writeAudit } from '../auditlog/write-audit.ts';
import type { ProjectsTable } from '../db/schema.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notify } from '../notification_center/notify.ts';

type DerivedStatus = ProjectsTable['status']['__select__'];

/** States of a questionnaire whose questions are all extracted and suggested. */
const REVIEWABLE: readonly WorkflowState[] = ['ready_for_review', 'in_review', 'completed'];

/**
 * ready_for_review → in_review once a person has answered or reviewed any question → completed when
 * every question is approved or not applicable (and back when one is reopened).
 */
export async function refreshDocumentState(trx: TenantTransaction, tenantId: string, documentId: string): Promise<WorkflowState> {
  const document = await trx
    .selectFrom('project_documents')
    .select('state')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  if (!REVIEWABLE.includes(document.state)) return document.state;
  const counts = await trx
    .selectFrom('questions')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('status', 'in', ['approved', 'not_applicable']).as('done'),
      eb.fn.countAll<number>().filterWhere('touched', '=', true).as('reviewed'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const state: WorkflowState = total > 0 && Number(counts.done) === total ? 'completed' : Number(counts.reviewed) > 0 ? 'in_review' : 'ready_for_review';
  if (state !== document.state) {
    await trx.updateTable('project_documents').set({ state }).where('tenant_id', '=', tenantId).where('id', '=', documentId).execute();
  }
  return state;
}

/**
 * not_started without questionnaires; completed when every questionnaire is; in_review when every
 * questionnaire is ready for review, no question waits for an answer and some are approved;
 * in_progress otherwise (extracting, suggesting, failed, or answers still to write).
 */
function deriveStatus(documents: { state: WorkflowState; unanswered: number; done: number }[]): DerivedStatus {
  if (documents.length === 0) return 'not_started';
  if (documents.every((document) => document.state === 'completed')) return 'completed';
  const allReady = documents.every((document) => REVIEWABLE.includes(document.state) && document.unanswered === 0);
  if (allReady && documents.some((document) => document.done > 0)) return 'in_review';
  return 'in_progress';
}

export interface StatusChangeCause {
  tenantId: string;
  /** The person whose change moved the status; null for the background pipeline. */
  actorUserId: string | null;
}

/**
 * Stores the status the project's questionnaires give it; a change is audited, and completion
 * notifies the project's creator and assignees.
 */
export async function refreshProjectStatus(trx: TenantTransaction, projectId: string, cause: StatusChangeCause): Promise<DerivedStatus> {
  const { tenantId } = cause;
  const project = await trx
    .selectFrom('projects')
    .select(['id', 'name', 'status', 'entity_id', 'created_by'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', projectId)
    .forUpdate()
    .executeTakeFirst();
  if (!project) return 'not_started';
  const documents = await trx
    .selectFrom('project_documents as d')
    .leftJoin('questions as q', (join) => join.onRef('q.document_id', '=', 'd.id').onRef('q.tenant_id', '=', 'd.tenant_id'))
    .select((eb) => [
      'd.state',
      eb.fn.count<number>('q.id').filterWhere('q.status', '=', 'unanswered').as('unanswered'),
      eb.fn.count<number>('q.id').filterWhere('q.status', 'in', ['approved', 'not_applicable']).as('done'),
    ])
    .where('d.tenant_id', '=', tenantId)
    .where('d.project_id', '=', projectId)
    .where('d.is_questionnaire', '=', true)
    .groupBy(['d.id', 'd.state'])
    .execute();
  const status = deriveStatus(documents.map((row) => ({ state: row.state, unanswered: Number(row.unanswered), done: Number(row.done) })));
  if (status === project.status) return status;

  await trx.updateTable('projects').set({ status }).where('tenant_id', '=', tenantId).where('id', '=', projectId).execute();
  await writeAudit(trx, {
    tenantId,
    actorUserId: cause.actorUserId,
    entityId: project.entity_id,
    category: 'projects',
    action: 'status_change',
    targetType: 'project',
    targetId: projectId,
    before: { status: project.status },
    after: { status },
  });
  if (status === 'completed') {
    const assignees = await trx
      .selectFrom('project_assignees')
      .select('user_id')
      .where('tenant_id', '=', tenantId)
      .where('project_id', '=', projectId)
      .execute();
    await notify(trx, {
      tenantId,
      recipientIds: [...(project.created_by ? [project.created_by] : []), ...assignees.map((row) => row.user_id)],
      actorUserId: cause.actorUserId,
      kind: 'project_completed',
      title: `${project.name} is complete`,
      body: `Every question of every questionnaire in ${project.name} is approved or marked not applicable. It is ready to export.`,
      link: projectLink(projectId),
    });
  }
  return status;
}

/**
 * Locks the project's row until the transaction ends. Every transaction that changes a project's
 * documents, questions or status takes this lock before any other (audit entries take a lock per
 * tenant): taken in the same order everywhere, the locks cannot deadlock.
 */
export async function lockProject(trx: TenantTransaction, tenantId: string, projectId: string): Promise<void> {
  await trx.selectFrom('projects').select('id').where('tenant_id', '=', tenantId).where('id', '=', projectId).forUpdate().execute();
}

/** The project's page in the front end (notification links). */
export const projectLink = (projectId: string) => `/project/project-details/${projectId}`;
export const documentReviewLink = (documentId: string) => `/project/document-review/${documentId}`;
