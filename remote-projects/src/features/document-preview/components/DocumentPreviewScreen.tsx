import { EmptyState, PageFrame } from '@app/shared';
import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { projectPaths } from '../../../routes';

/** /project/document-preview/{documentId}: the document itself, in the page. */
export default function DocumentPreviewScreen() {
  const { documentId = '' } = useParams();
  const reviewPath = projectPaths.review(documentId);
  return (
    <PageFrame
      title="Document preview"
      actions={
        <Button component={RouterLink} to={reviewPath} variant="outlined">
          Back to review
        </Button>
      }
    >
      <PageBreadcrumbs
        crumbs={[
          { label: 'Projects', to: projectPaths.list },
          { label: `Document ${documentId}`, to: reviewPath },
          { label: 'Preview' },
        ]}
      />
      <EmptyState
        title="No preview of this document yet."
        description="PDFs and images show here as they are; office files are shown as PDF."
      />
    </PageFrame>
  );
}
