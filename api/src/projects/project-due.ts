// Which open projects are overdue or due soon, and which hold answers awaiting review: one
// definition for the dashboards' counts and the project list's filters behind their cards.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { PROJECT_DUE_SOON_DAYS, type ProjectDueFilter } from '@app/shared/contract';

export const isOpenProject = sql<SqlBool>`p.status <> 'completed'`;
/** Deadlines are days; today is the UTC day, as the API writes dates. */
export const todayUtc = sql`(now() AT TIME ZONE 'UTC')::date`;

export const isDue: Record<ProjectDueFilter, RawBuilder<SqlBool>> = {
  overdue: sql<SqlBool>`${isOpenProject} AND p.deadline < ${todayUtc}`,
  soon: sql<SqlBool>`${isOpenProject} AND p.deadline BETWEEN ${todayUtc} AND ${todayUtc} + ${sql.lit(PROJECT_DUE_SOON_DAYS)}`,
};

/** Suggested or edited, not yet approved: the answers a reviewer has still to look at. */
export const AWAITING_REVIEW = ['suggested', 'edited'] as const;

/** The project (`p`) holds at least one answer awaiting review. */
export const hasAnswersAwaitingReview = sql<SqlBool>`EXISTS (
  SELECT 1 FROM project_documents d
  JOIN questions q ON q.document_id = d.id AND q.tenant_id = d.tenant_id
  WHERE d.project_id = p.id AND d.tenant_id = p.tenant_id AND q.status IN ('suggested', 'edited'))`;
