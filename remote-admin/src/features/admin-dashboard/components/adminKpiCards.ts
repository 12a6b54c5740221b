import type { KpiCard } from '@app/shared/page-parts';
import type { AdminDashboard } from '@app/shared/contract';

type KpiName = keyof AdminDashboard['kpis'];

// The lists of the projects, repository and billing remotes, linked by path, never imported. The
// lists' filters are the ones the API counts each figure by, so a card's number is its list's length.
const PROJECT_LIST = '/project/project-list';
const REPOSITORY = '/repository';
const SUBSCRIPTIONS = '/subscription';

const KPI_CARDS: Record<KpiName, Omit<KpiCard, 'name' | 'value'>> = {
  open_projects: { label: 'Open projects', to: `${PROJECT_LIST}?status=open&ordering=deadline` },
  due_this_week: { label: 'Due this week', to: `${PROJECT_LIST}?due=soon&ordering=deadline`, colour: 'warning.dark' },
  overdue: { label: 'Overdue', to: `${PROJECT_LIST}?due=overdue&ordering=deadline`, colour: 'error.main' },
  answers_awaiting_review: { label: 'Answers awaiting review', to: `${PROJECT_LIST}?status=awaiting_review` },
  completed_projects: { label: 'Completed projects', to: `${PROJECT_LIST}?status=completed` },
  repository_documents: { label: 'Documents in the repository', to: REPOSITORY },
  active_subscriptions: { label: 'Active subscriptions', to: `${SUBSCRIPTIONS}?status=active` },
};

export const ADMIN_KPI_COUNT = Object.keys(KPI_CARDS).length;

export const adminKpiCards = (kpis: AdminDashboard['kpis']): KpiCard[] =>
  (Object.keys(KPI_CARDS) as KpiName[]).map((name) => ({ name, value: kpis[name], ...KPI_CARDS[name] }));
