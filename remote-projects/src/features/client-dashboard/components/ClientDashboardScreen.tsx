import { EmptyState, PageFrame } from '@app/shared';
import { KpiCardGridSkeleton, LoadFailed, useApiData, withQuery } from '@app/shared/page-parts';
import { PROJECT_PATHS, type ClientDashboard } from '@app/shared/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ClientFilter } from '../../../components/ClientFilter';
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
  // Staff may narrow it to one client (kept in the address, so it can be shared and Back returns to it).
  const [params, setParams] = useSearchParams();
  const client = params.get('client') ?? '';
  const { data, loading, error, retry } = useApiData<ClientDashboard>(withQuery(PROJECT_PATHS.dashboard, { entity: client }));
  return (
    <PageFrame
      title="Client dashboard"
      actions={
        <>
          <ClientFilter value={client} onChange={(value) => setParams(value ? { client: value } : {}, { replace: true })} />
          <Button component={RouterLink} to={client ? projectPaths.listFilteredBy({ entity: client }) : projectPaths.list} variant="outlined">
            {client ? "This client's projects" : 'All projects'}
          </Button>
        </>
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
          <KpiCards kpis={data.kpis} client={client} />
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
