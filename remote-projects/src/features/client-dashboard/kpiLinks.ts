import { formatFilterDate } from '@app/shared/format';
import type { ClientDashboard } from '@app/shared/contract';
import moment from 'moment';
import { DUE_SOON_DAYS } from '../../components/DeadlineText';
import { projectPaths } from '../../routes';

export type KpiName = keyof ClientDashboard['kpis'];

/**
 * The project list behind each card. A link names the filters it sets and the list clears the
 * others, so "open projects" names the (empty) project name to show every project. The deadline
 * filter keeps projects due on or before its date.
 */
export function kpiLinks(today = moment()): Record<KpiName, string> {
  return {
    open_projects: projectPaths.listFilteredBy({ project_name: '', ordering: 'deadline' }),
    // The API counts deadlines within the next DUE_SOON_DAYS days: the list shows those due by then.
    due_this_week: projectPaths.listFilteredBy({ deadline: formatFilterDate(today.clone().add(DUE_SOON_DAYS, 'days')), ordering: 'deadline' }),
    overdue: projectPaths.listFilteredBy({ deadline: formatFilterDate(today.clone().subtract(1, 'day')), ordering: 'deadline' }),
    answers_awaiting_review: projectPaths.listFilteredBy({ status: 'in_review' }),
    completed_projects: projectPaths.listFilteredBy({ status: 'completed' }),
  };
}
