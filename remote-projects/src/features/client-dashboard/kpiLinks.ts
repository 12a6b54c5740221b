import { formatFilterDate } from '@app/shared/format';
import type { ClientDashboard } from '@app/shared/contract';
import { DUE_SOON_DAYS } from '../../components/DeadlineText';
import { projectPaths } from '../../routes';

export type KpiName = keyof ClientDashboard['kpis'];

/** The day `days` after `today` (before it when negative), without moment: this is the clients' first screen. */
const dayAfter = (today: Date, days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);

/**
 * The project list behind each card. A link names the filters it sets and the list clears the
 * others, so "open projects" names the (empty) project name to show every project. The deadline
 * filter keeps projects due on or before its date.
 */
export function kpiLinks(today = new Date()): Record<KpiName, string> {
  return {
    open_projects: projectPaths.listFilteredBy({ project_name: '', ordering: 'deadline' }),
    // The API counts deadlines within the next DUE_SOON_DAYS days: the list shows those due by then.
    due_this_week: projectPaths.listFilteredBy({ deadline: formatFilterDate(dayAfter(today, DUE_SOON_DAYS)), ordering: 'deadline' }),
    overdue: projectPaths.listFilteredBy({ deadline: formatFilterDate(dayAfter(today, -1)), ordering: 'deadline' }),
    answers_awaiting_review: projectPaths.listFilteredBy({ status: 'in_review' }),
    completed_projects: projectPaths.listFilteredBy({ status: 'completed' }),
  };
}
