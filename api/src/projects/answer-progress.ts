// Answer progress of documents and projects: counts of questions by status and the share done
// (approved or not applicable), computed from the questions themselves so it is never stale.
import { sql } from 'kysely';
import { ANSWER_STATUSES, type AnswerProgress, type AnswerStatus } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export type StatusCounts = Partial<Record<AnswerStatus, number>>;

export function answerProgress(counts: StatusCounts): AnswerProgress {
  const byStatus = Object.fromEntries(ANSWER_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<AnswerStatus, number>;
  const total = ANSWER_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  const done = byStatus.approved + byStatus.not_applicable;
  return { total, ...byStatus, percent: total === 0 ? 0 : Math.round((100 * done) / total) };
}

/** Progress of each of these project documents, by id. */
export async function progressByDocument(trx: TenantTransaction, tenantId: string, ids: readonly string[]): Promise<Map<string, AnswerProgress>> {
  const counts = new Map<string, StatusCounts>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return new Map();
  const rows = await trx
    .selectFrom('questions as q')
    .innerJoin('project_documents as d', (join) => join.onRef('d.id', '=', 'q.document_id').onRef('d.tenant_id', '=', 'q.tenant_id'))
    .select(['d.id as key', 'q.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('q.tenant_id', '=', tenantId)
    .where('d.id', 'in', ids)
    .groupBy(['d.id', 'q.status'])
    .execute();
  for (const row of rows) counts.get(row.key)![row.status] = Number(row.count);
  return new Map([...counts].map(([id, statusCounts]) => [id, answerProgress(statusCounts)]));
}

/**
 * The question counts by status of the project `p` of the query it is selected in, as a JSON object
 * (null when it has no questions): a project list reads its projects' progress in its own query.
 */
export const projectStatusCounts = sql<StatusCounts | null>`(
  SELECT json_object_agg(counted.status, counted.count) FROM (
    SELECT q.status, count(*) AS count
    FROM questions q JOIN project_documents d ON d.id = q.document_id AND d.tenant_id = q.tenant_id
    WHERE d.project_id = p.id AND d.tenant_id = p.tenant_id
    GROUP BY q.status) counted)`;
