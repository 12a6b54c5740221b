import { authGroup, useAppSelector } from '@app/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ShowMoreQuestions } from '../../../../components/document-questions/ShowMoreQuestions';
import type { DocumentReview } from '../../hooks/useDocumentReview';
import { useAssignedQuestions } from '../../hooks/useAssignedQuestions';
import { questionCountText } from '../../reviewText';
import { AssignedQuestionEditor } from './AssignedQuestionEditor';

/**
 * A client user's part of the questionnaire: the questions the review team assigned to them, each
 * with its answer to write and submit for review, page by page. Nothing shows when none is assigned.
 */
export function AssignedToYou({ review }: { review: DocumentReview }) {
  const me = useAppSelector((state) => authGroup.select(state).user?.id);
  return me ? <AssignedQuestions review={review} me={me} /> : null;
}

function AssignedQuestions({ review, me }: { review: DocumentReview; me: string }) {
  const headingId = useId();
  const { pages, busyIds, submit } = useAssignedQuestions(review.documentId, me, review.pages.replaceQuestion);
  const questions = pages.questions ?? [];
  if (questions.length === 0) return null;
  const { count } = pages;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h2">
          Assigned to you
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The review team asked you to answer {count === 1 ? 'this question' : `these ${questionCountText(count)}`}. Your answer goes to them for review before
          it is final.
        </Typography>
      </Box>
      {questions.map((question) => (
        <AssignedQuestionEditor key={question.id} question={question} busy={busyIds.has(question.id)} submit={submit} openComments={review.openComments} />
      ))}
      <ShowMoreQuestions pages={pages} what="assigned questions" />
    </Box>
  );
}
