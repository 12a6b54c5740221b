import { KpiCardGrid } from '@app/shared/page-parts';
import type { ClientDashboard } from '@app/shared/contract';
import { kpiLink, type KpiName } from '../kpiLinks';

const KPI_LABELS: Record<KpiName, string> = {
  open_projects: 'Open projects',
  due_this_week: 'Due this week',
  overdue: 'Overdue',
  answers_awaiting_review: 'Answers awaiting review',
  completed_projects: 'Completed projects',
};

const KPI_COLOURS: Partial<Record<KpiName, string>> = { overdue: 'error.main', due_this_week: 'warning.dark' };

/** The dashboard's figures, each a link to the projects behind it (of `client` when the dashboard is narrowed to one). */
export function KpiCards({ kpis, client }: { kpis: ClientDashboard['kpis']; client?: string }) {
  return (
    <KpiCardGrid
      label="Key figures"
      cards={(Object.keys(KPI_LABELS) as KpiName[]).map((name) => ({
        name,
        label: KPI_LABELS[name],
        value: kpis[name],
        to: kpiLink(name, client),
        colour: KPI_COLOURS[name],
      }))}
    />
  );
}

export const KPI_COUNT = Object.keys(KPI_LABELS).length;
