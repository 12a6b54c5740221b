import { EmptyState, PageFrame } from '@app/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { projectPaths } from '../../../routes';

/** /project/document-review/{documentId}: a questionnaire's questions and their answers. */
export default function DocumentReviewScreen() {
  const { documentId = '' } = useParams();
  return (
    <PageFrame
      title="Document review"
      actions={
        <Button component={RouterLink} to={projectPaths.preview(documentId)} variant="outlined">
          Preview document
        </Button>
      }
    >
      <PageBreadcrumbs crumbs={[{ label: 'Projects', to: projectPaths.list }, { label: `Document ${documentId}` }]} />
      <EmptyState
        title="No questions to review yet."
        description="The questions found in this document appear here with their suggested answers and citations."
      />
    </PageFrame>
  );
}
