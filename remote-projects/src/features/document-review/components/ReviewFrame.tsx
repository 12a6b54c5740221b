import { EmptyState, PageFrame } from '@app/shared';
import { LoadFailed } from '@app/shared/page-parts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { QuestionAnswer } from '@app/shared/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentBreadcrumbs } from '../../../components/document-questions/DocumentBreadcrumbs';
import { ShowMoreQuestions } from '../../../components/document-questions/ShowMoreQuestions';
import { projectPaths } from '../../../routes';
import type { DocumentReview } from '../hooks/useDocumentReview';
import { questionCountText } from '../reviewText';
import { AssignedToYou } from './assigned/AssignedToYou';
import { BulkActionBar } from './BulkActionBar';
import { keyCapsSx } from './keyCaps';
import { ProcessingNotice } from './ProcessingNotice';
import { ReadingNotes } from './ReadingNotes';
import { ReviewFilterBar } from './ReviewFilterBar';
import { ReviewHeaderActions } from './ReviewHeaderActions';
import { ReviewOverlays } from './ReviewOverlays';
import { ReviewProgressPanel } from './ReviewProgressPanel';

interface ReviewFrameProps {
  review: DocumentReview;
  layout: 'rich' | 'old';
  /** The questions in the layout's own form (cards or table rows); called with at least one. */
  children(questions: QuestionAnswer[]): ReactNode;
}

/** "200 of 405 questions shown", "12 questions (matching the filters)". */
function shownCountText(shown: number, count: number, filtered: boolean): string {
  const counted = shown < count ? `${shown} of ${questionCountText(count)} shown` : questionCountText(count);
  return filtered ? `${counted} (matching the filters)` : counted;
}

/** Why the list is empty, and what would fill it. */
function NoQuestions({ review }: { review: DocumentReview }) {
  const { documentId, filters, pages, processing, canReprocess, openDialog } = review;
  if (filters.isFiltered) {
    return (
      <EmptyState
        title="No questions match these filters."
        action={
          <Button variant="outlined" onClick={filters.clear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  if (pages.document?.is_questionnaire === false) {
    return (
      <EmptyState
        title="This is a supporting document: it has no questions to review."
        action={
          <Button variant="contained" component={RouterLink} to={projectPaths.preview(documentId)}>
            Preview document
          </Button>
        }
      />
    );
  }
  // The notice above says what the pipeline is doing, why it failed or that it was cancelled.
  if (processing || pages.document?.state === 'failed' || pages.document?.state === 'cancelled') return null;
  return (
    <EmptyState
      title="No questions were found in this document."
      description="Questions are read from question-and-answer columns, numbered paragraphs and question tables. Reprocess the file after it changed."
      action={
        canReprocess ? (
          <Button variant="contained" onClick={() => openDialog('reprocess')}>
            Reprocess
          </Button>
        ) : undefined
      }
    />
  );
}

/** Everything both review layouts share around the questions themselves. */
export function ReviewFrame({ review, layout, children }: ReviewFrameProps) {
  const { documentId, pages, project, canReview, filters, selection, questionIds } = review;
  const { document, progress, questions, count } = pages;
  return (
    <PageFrame title="Document review" actions={<ReviewHeaderActions review={review} layout={layout} />}>
      <DocumentBreadcrumbs documentId={documentId} document={document} project={project} layout={layout} />
      {progress ? (
        <ReviewProgressPanel
          progress={progress}
          statusFilter={canReview ? { value: filters.status, onChange: filters.setStatus } : undefined}
          announcement={review.announcement}
        />
      ) : null}
      {document ? (
        <ProcessingNotice
          document={document}
          processing={review.processing}
          onReprocess={review.canReprocess ? () => review.openDialog('reprocess') : undefined}
        />
      ) : null}
      {document ? <ReadingNotes document={document} /> : null}
      {canReview ? null : <AssignedToYou review={review} />}
      <ReviewFilterBar filters={filters} canReview={canReview} />
      {pages.error && !questions ? <LoadFailed message={pages.error} onRetry={pages.retry} /> : null}
      {!questions ? (
        pages.loading ? (
          <Box role="progressbar" aria-label="Loading questions" sx={{ display: 'grid', gap: 1.5 }}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} variant="rounded" height={140} />
            ))}
          </Box>
        ) : null
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }} aria-busy={pages.loading}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
            {canReview ? <BulkActionBar shownIds={questionIds} selection={selection} reviewers={review.reviewers} bulk={review.bulk} /> : null}
            {/* The count is one fact, found and read on its own; the hint beside it is another. */}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
              <Typography color="text.secondary">{shownCountText(questions.length, count, filters.isFiltered)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={keyCapsSx}>
                Press <kbd>?</kbd> for keyboard shortcuts
              </Typography>
            </Box>
          </Box>
          {pages.loading ? <LinearProgress aria-label="Loading questions" /> : null}
          {questions.length === 0 ? <NoQuestions review={review} /> : children(questions)}
          <ShowMoreQuestions pages={pages} />
        </Box>
      )}
      <ReviewOverlays review={review} />
    </PageFrame>
  );
}
