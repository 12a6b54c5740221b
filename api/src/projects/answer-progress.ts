// Answer progress of documents and projects: counts of questions by status and the share done
// (approved or not applicable), computed from the questions themselves so it is never stale.
import { ANSWER_STATUSES, type AnswerProgress, type AnswerStatus } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export type StatusCounts = Partial<Record<AnswerStatus, number>>;

export function answerProgress(counts: StatusCounts): AnswerProgress {
  const byStatus = Object.fromEntries(ANSWER_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<AnswerStatus, number>;
  const total = ANSWER_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const done = byStatus.approved + byStatus.not_applicable;
  return { total, ...byStatus, percent: total === 0 ? 0 : Math.round((100 * done) / total) };
}

async function countsBy(trx: TenantTransaction, tenantId: string, key: 'd.id' | 'd.project_id', ids: readonly string[]): Promise<Map<string, AnswerProgress>> {
  const counts = new Map<string, StatusCounts>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('questions as q')
    .innerJoin('project_documents as d', (join) => join.onRef('d.id', '=', 'q.document_id').onRef('d.tenant_id', '=', 'q.tenant_id'))
    .select([`${key} as key`, 'q.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('q.tenant_id', '=', tenantId)
    .where(key, 'in', ids)
    .groupBy([key, 'q.status'])
    .execute();
  for (const row of rows) counts.get(row.key)![row.status] = Number(row.count);
  return new Map([...counts].map(([id, statusCounts]) => [id, answerProgress(statusCounts)]));
}

export const progressByDocument = (trx: TenantTransaction, tenantId: string, documentIds: readonly string[]) => countsBy(trx, tenantId, 'd.id', documentIds);

export const progressByProject = (trx: TenantTransaction, tenantId: string, projectIds: readonly string[]) =>
  countsBy(trx, tenantId, 'd.project_id', projectIds);
