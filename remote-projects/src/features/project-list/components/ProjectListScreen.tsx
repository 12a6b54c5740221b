import { PageFrame } from '@app/shared';
import { ListPagination, LoadFailed } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import { ProjectCard, ProjectCardGrid } from '../../../components/ProjectCard';
import { projectPaths } from '../../../routes';
import { useProjectList } from '../hooks/useProjectList';
import { NoProjects } from './NoProjects';
import { ProjectFilterBar } from './ProjectFilterBar';
import { ProjectListToolbar } from './ProjectListToolbar';
import { StartProjectButton } from './StartProjectButton';

const CARD_PAGE_SIZES = [12, 24, 48];

function ProjectCardsSkeleton() {
  return (
    <ProjectCardGrid label="Loading projects">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={196} aria-hidden />
      ))}
    </ProjectCardGrid>
  );
}

/** /project/project-list: the projects as cards with progress, status, people and deadline. */
export default function ProjectListScreen() {
  const { filterControl, list, ordering, setOrdering, pagination } = useProjectList(CARD_PAGE_SIZES);
  const { data, loading, error, retry } = list;

  return (
    <PageFrame title="Projects" actions={<StartProjectButton />}>
      <ProjectFilterBar {...filterControl} />
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      {!data ? (
        loading ? (
          <ProjectCardsSkeleton />
        ) : null
      ) : data.count === 0 ? (
        <NoProjects isFiltered={filterControl.isFiltered} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy={loading}>
          <ProjectListToolbar count={data.count} ordering={ordering} onOrderingChange={setOrdering} />
          {loading ? <LinearProgress aria-label="Loading projects" /> : null}
          <ProjectCardGrid label="Projects found">
            {data.results.map((project) => (
              <ProjectCard key={project.id} project={project} to={projectPaths.details(project.id)} />
            ))}
          </ProjectCardGrid>
          <ListPagination count={data.count} {...pagination} />
        </Box>
      )}
    </PageFrame>
  );
}
