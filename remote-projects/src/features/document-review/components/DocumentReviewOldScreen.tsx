import { PageFrame } from '@app/shared';
import { useParams } from 'react-router-dom';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { PlainTable } from '../../../components/PlainTable';
import { projectPaths } from '../../../routes';

const COLUMNS = ['No.', 'Question', 'Answer', 'Status'];

/** /project/document-review-old/{documentId}: the questions and answers in the plain table layout. */
export default function DocumentReviewOldScreen() {
  const { documentId = '' } = useParams();
  return (
    <PageFrame title="Document review">
      <PageBreadcrumbs crumbs={[{ label: 'Projects', to: projectPaths.listOld }, { label: `Document ${documentId}` }]} />
      <PlainTable label="Questions" columns={COLUMNS} emptyText="No questions to review yet." />
    </PageFrame>
  );
}
