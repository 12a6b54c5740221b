import { PageFrame } from '@app/shared';
import { useProjectFilters } from '../hooks/useProjectFilters';
import { NoProjects } from './NoProjects';
import { ProjectFilterBar } from './ProjectFilterBar';
import { StartProjectButton } from './StartProjectButton';

/** /project/project-list: the current project list. */
export default function ProjectListScreen() {
  const projectFilters = useProjectFilters();
  return (
    <PageFrame title="Projects" actions={<StartProjectButton />}>
      <ProjectFilterBar {...projectFilters} />
      <NoProjects isFiltered={projectFilters.isFiltered} />
    </PageFrame>
  );
}
