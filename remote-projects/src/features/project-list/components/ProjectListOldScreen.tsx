import { PageFrame } from '@app/shared';
import { PlainTable } from '../../../components/PlainTable';
import { useProjectFilters } from '../hooks/useProjectFilters';
import { ProjectFilterBar } from './ProjectFilterBar';
import { StartProjectButton } from './StartProjectButton';

const COLUMNS = ['Project', 'Client', 'Created by', 'Assigned to', 'Deadline', 'Status', 'Progress'];

/** /project/project-list-old: the same projects and filters in the plain table layout. */
export default function ProjectListOldScreen() {
  const projectFilters = useProjectFilters();
  return (
    <PageFrame title="Projects" actions={<StartProjectButton />}>
      <ProjectFilterBar {...projectFilters} />
      <PlainTable
        label="Projects"
        columns={COLUMNS}
        emptyText={projectFilters.isFiltered ? 'No projects match these filters.' : 'No projects yet.'}
      />
    </PageFrame>
  );
}
