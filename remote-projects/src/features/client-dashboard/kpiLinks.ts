import type { ClientDashboard } from '@app/shared/contract';
import { projectPaths } from '../../routes';

export type KpiName = keyof ClientDashboard['kpis'];

const KPI_FILTERS: Record<KpiName, Record<string, string>> = {
  open_projects: { status: 'open', ordering: 'deadline' },
  due_this_week: { due: 'soon', ordering: 'deadline' },
  overdue: { due: 'overdue', ordering: 'deadline' },
  answers_awaiting_review: { status: 'awaiting_review' },
  completed_projects: { status: 'completed' },
};

/**
 * The project list behind a card, with the filters the API counts the card by (a link names the
 * filters it sets and the list clears the others), so a card's number is its list's length; the
 * client the dashboard is narrowed to, when one is. The answers card counts answers; its list is
 * the projects that hold them.
 */
export const kpiLink = (name: KpiName, client = '') => projectPaths.listFilteredBy(client ? { ...KPI_FILTERS[name], entity: client } : KPI_FILTERS[name]);
