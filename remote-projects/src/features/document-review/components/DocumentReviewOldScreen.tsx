import { useParams } from 'react-router-dom';
import { PlainTable } from '../../../components/PlainTable';
import { useDocumentReview } from '../hooks/useDocumentReview';
import { QuestionRow, READ_ONLY_COLUMNS, REVIEW_COLUMNS } from './question/QuestionRow';
import { ReviewFrame } from './ReviewFrame';

/** /project/document-review-old/{documentId}: the same questions, data and actions in the plain table layout. */
export default function DocumentReviewOldScreen() {
  const { documentId = '' } = useParams();
  const review = useDocumentReview(documentId);
  return (
    <ReviewFrame review={review} layout="old">
      {(questions) => (
        <PlainTable label="Questions" columns={review.canReview ? REVIEW_COLUMNS : READ_ONLY_COLUMNS} emptyText="No questions.">
          {questions.map((question, index) => (
            <QuestionRow key={question.id} {...review.itemProps(question, index)} />
          ))}
        </PlainTable>
      )}
    </ReviewFrame>
  );
}
