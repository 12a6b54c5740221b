import { ConfirmDialog } from '@app/shared/page-parts';
import { lazy, Suspense } from 'react';
import type { DocumentReview } from '../hooks/useDocumentReview';

// Fetched the first time one opens: the list itself stays light.
const ShortcutsDialog = lazy(() => import('./dialogs/ShortcutsDialog'));
const ApproveHighConfidenceDialog = lazy(() => import('./dialogs/ApproveHighConfidenceDialog'));
const CommentsDrawer = lazy(() => import('./dialogs/CommentsDrawer'));

/** The review's dialogs and its comments drawer, whichever is open. */
export function ReviewOverlays({ review }: { review: DocumentReview }) {
  const { dialog, closeDialog, bulk, commentsFor } = review;
  return (
    <Suspense fallback={null}>
      {dialog === 'shortcuts' ? <ShortcutsDialog canReview={review.canReview} onClose={closeDialog} /> : null}
      {dialog === 'approveHighConfidence' ? <ApproveHighConfidenceDialog bulk={bulk} onClose={closeDialog} /> : null}
      {dialog === 'reprocess' ? (
        <ConfirmDialog
          title="Reprocess this questionnaire?"
          confirmLabel="Reprocess"
          focus="confirm"
          busy={bulk.busy}
          onConfirm={() => void bulk.reprocess().then((done) => done && closeDialog())}
          onClose={closeDialog}
        >
          The questions are read from the file again and answers are suggested again. Answers people edited or approved are kept as they are.
        </ConfirmDialog>
      ) : null}
      {commentsFor ? <CommentsDrawer question={commentsFor} people={review.reviewers} onAdded={review.commentAdded} onClose={review.closeComments} /> : null}
    </Suspense>
  );
}
