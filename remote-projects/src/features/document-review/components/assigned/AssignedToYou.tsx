import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { DocumentReview } from '../../hooks/useDocumentReview';
import { useAssignedQuestions } from '../../hooks/useAssignedQuestions';
import { questionCountText } from '../../reviewText';
import { AssignedQuestionEditor } from './AssignedQuestionEditor';

/**
 * A client user's part of the questionnaire: the questions the review team assigned to them, each
 * with its answer to write and submit for review. Nothing shows when none is assigned.
 */
export function AssignedToYou({ review }: { review: DocumentReview }) {
  const headingId = useId();
  const { questions, count, busyIds, submit } = useAssignedQuestions(review.documentId, !review.canReview, review.pages.replaceQuestion);
  if (questions.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h2">
          Assigned to you
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The review team asked you to answer {count === 1 ? 'this question' : `these ${questionCountText(count)}`}. Your answer goes to them for review before
          it is final.{questions.length < count ? ` The first ${questions.length} are shown.` : ''}
        </Typography>
      </Box>
      {questions.map((question) => (
        <AssignedQuestionEditor key={question.id} question={question} busy={busyIds.has(question.id)} submit={submit} openComments={review.openComments} />
      ))}
    </Box>
  );
}
