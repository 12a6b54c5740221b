import { EmptyState, PageFrame } from '@app/shared';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { projectPaths } from '../../../routes';

/** /project/project-details/{projectId}: one project and its documents. */
export default function ProjectDetailsScreen() {
  const { projectId = '' } = useParams();
  return (
    <PageFrame title="Project details">
      <PageBreadcrumbs crumbs={[{ label: 'Projects', to: projectPaths.list }, { label: `Project ${projectId}` }]} />
      <Typography variant="h6" component="h2">
        Documents
      </Typography>
      <EmptyState
        title="No documents in this project yet."
        description="Questionnaires uploaded to the project are listed here with their review progress."
      />
    </PageFrame>
  );
}
