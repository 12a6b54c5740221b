import { PageFrame } from '@app/shared';
import { useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { PlainTable } from '../../../components/PlainTable';
import { projectPaths } from '../../../routes';

const COLUMNS = ['Document', 'Type', 'Category', 'Status', 'Progress', 'Updated'];

/** /project/project-details-old/{projectId}: the project's documents in the plain table layout. */
export default function ProjectDetailsOldScreen() {
  const { projectId = '' } = useParams();
  return (
    <PageFrame title="Project details">
      <PageBreadcrumbs crumbs={[{ label: 'Projects', to: projectPaths.listOld }, { label: `Project ${projectId}` }]} />
      <PlainTable label="Documents" columns={COLUMNS} emptyText="No documents in this project yet." />
    </PageFrame>
  );
}
