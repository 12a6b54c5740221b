import type { ClientDashboard } from '@app/shared/contract';
import { projectPaths } from '../../routes';

export type KpiName = keyof ClientDashboard['kpis'];

/**
 * The project list behind each card, with the filters the API counts the card by (a link names the
 * filters it sets and the list clears the others), so a card's number is its list's length. The
 * answers card counts answers; its list is the projects that hold them.
 */
export const KPI_LINKS: Record<KpiName, string> = {
  open_projects: projectPaths.listFilteredBy({ status: 'open', ordering: 'deadline' }),
  due_this_week: projectPaths.listFilteredBy({ due: 'soon', ordering: 'deadline' }),
  overdue: projectPaths.listFilteredBy({ due: 'overdue', ordering: 'deadline' }),
  answers_awaiting_review: projectPaths.listFilteredBy({ status: 'awaiting_review' }),
  completed_projects: projectPaths.listFilteredBy({ status: 'completed' }),
};
