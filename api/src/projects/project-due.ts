// Which open projects are overdue or due soon: one definition for the dashboard's counts and the
// project list's `due` filter behind them, so a card's number is the length of the list it opens.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { PROJECT_DUE_SOON_DAYS, type ProjectDueFilter } from '@app/shared/contract';

export const isOpenProject = sql<SqlBool>`p.status <> 'completed'`;
/** Deadlines are days; today is the UTC day, as the API writes dates. */
export const todayUtc = sql`(now() AT TIME ZONE 'UTC')::date`;

export const isDue: Record<ProjectDueFilter, RawBuilder<SqlBool>> = {
  overdue: sql<SqlBool>`${isOpenProject} AND p.deadline < ${todayUtc}`,
  soon: sql<SqlBool>`${isOpenProject} AND p.deadline BETWEEN ${todayUtc} AND ${todayUtc} + ${sql.lit(PROJECT_DUE_SOON_DAYS)}`,
};
