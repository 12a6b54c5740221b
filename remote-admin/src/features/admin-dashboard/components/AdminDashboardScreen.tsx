import { EmptyState, PageFrame, usePermissions } from '@app/shared';
import { KpiCardGrid, KpiCardGridSkeleton, LoadFailed, useApiData } from '@app/shared/page-parts';
import { ENTITY_PATHS, type AdminDashboard } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_KPI_COUNT, adminKpiCards } from './adminKpiCards';

// The projects remote's onboarding route (spec section 2); linked by path, never imported.
const START_PROJECT_PATH = '/project/project-onboard-process';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

function ChartsSkeleton() {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

const hasProjects = (data: AdminDashboard) => data.projects_by_status.some((status) => status.count > 0);

function StartProjectState() {
  const { can } = usePermissions();
  return (
    <EmptyState
      title="No projects yet."
      description="Open projects, deadlines, answers awaiting review and the repository's documents are summed up here."
      action={
        can(['view_project', 'manage_projects'], 'all') && (
          <Button component={RouterLink} to={START_PROJECT_PATH} variant="contained">
            Start a project
          </Button>
        )
      }
    />
  );
}

/** /dashboard/admin: the organisation's work at a glance, each figure a link to the list behind it. */
export default function AdminDashboardScreen() {
  const dashboard = useApiData<AdminDashboard>(ENTITY_PATHS.dashboard);
  return (
    <PageFrame title="Admin dashboard">
      {dashboard.error ? (
        <LoadFailed message={dashboard.error} onRetry={dashboard.retry} />
      ) : !dashboard.data ? (
        <Box role="status" aria-busy="true" aria-label="Loading the dashboard" sx={{ display: 'grid', gap: 3 }}>
          <KpiCardGridSkeleton count={ADMIN_KPI_COUNT} />
          <ChartsSkeleton />
        </Box>
      ) : (
        // The figures show even when all are zero: "0 overdue" and "1 active subscription" are information.
        <Box sx={{ display: 'grid', gap: 3 }}>
          <KpiCardGrid label="Key figures" cards={adminKpiCards(dashboard.data.kpis)} />
          {hasProjects(dashboard.data) ? (
            <Suspense fallback={<ChartsSkeleton />}>
              <DashboardCharts data={dashboard.data} />
            </Suspense>
          ) : (
            <StartProjectState />
          )}
        </Box>
      )}
    </PageFrame>
  );
}
