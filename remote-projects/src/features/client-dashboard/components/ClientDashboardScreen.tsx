import { EmptyState, PageFrame } from '@app/shared';
import { KpiCardGridSkeleton, LoadFailed, useApiData } from '@app/shared/page-parts';
import { PROJECT_PATHS, type ClientDashboard } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ProjectCard, ProjectCardGrid } from '../../../components/ProjectCard';
import { projectPaths } from '../../../routes';
import { KPI_COUNT, KpiCards } from './KpiCards';
import { WaitingList } from './WaitingList';

function DashboardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function DashboardSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the dashboard" sx={{ display: 'grid', gap: 3 }}>
      <KpiCardGridSkeleton count={KPI_COUNT} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={200} />
    </Box>
  );
}

/** /dashboard/client: a client's figures, what waits for the person, and the client's projects. */
export default function ClientDashboardScreen() {
  const { data, loading, error, retry } = useApiData<ClientDashboard>(PROJECT_PATHS.dashboard);
  return (
    <PageFrame
      title="Client dashboard"
      actions={
        <Button component={RouterLink} to={projectPaths.list} variant="outlined">
          All projects
        </Button>
      }
    >
      {!data ? (
        error ? (
          <LoadFailed message={error} onRetry={retry} />
        ) : loading ? (
          <DashboardSkeleton />
        ) : null
      ) : (
        <>
          <KpiCards kpis={data.kpis} />
          <DashboardSection id="waiting-heading" title="Waiting for you">
            <WaitingList items={data.waiting} />
          </DashboardSection>
          <DashboardSection id="projects-heading" title="Your projects">
            {data.projects.length === 0 ? (
              <EmptyState title="No projects yet." description="Projects started for your organisation appear here with their progress and deadline." />
            ) : (
              <ProjectCardGrid label="Your projects">
                {data.projects.map((project) => (
                  <ProjectCard key={project.id} project={project} to={projectPaths.details(project.id)} headingLevel="h3" />
                ))}
              </ProjectCardGrid>
            )}
          </DashboardSection>
        </>
      )}
    </PageFrame>
  );
}
