import { apiErrorMessage } from '@app/shared';
import type { AnswerProgress, ReviewRequest } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { fetchHighConfidencePreview, reprocessDocument, reviewQuestions } from '../api/reviewRequests';

export type BulkAction = Exclude<ReviewRequest['action'], 'approve_high_confidence'>;

interface BulkReviewOptions {
  documentId: string;
  selectedIds: ReadonlySet<string>;
  clearSelection(): void;
  setProgress(progress: AnswerProgress): void;
  reload(): Promise<void>;
  onChanged(summary: string): void;
  /** Reprocessing started: the page follows the pipeline again. */
  onReprocessing(): void;
}

/** What acts on many questions at once: the selection's actions, approving every high-confidence suggestion, reprocessing. */
export function useBulkReview({ documentId, selectedIds, clearSelection, setProgress, reload, onChanged, onReprocessing }: BulkReviewOptions) {
  const [busy, setBusy] = useState(false);

  const review = useCallback(
    async (request: ReviewRequest) => {
      setBusy(true);
      try {
        const { message, data } = await reviewQuestions(request);
        setProgress(data.progress);
        clearSelection();
        enqueueSnackbar(message, { variant: 'success' });
        onChanged(message);
        await reload();
        return true;
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [clearSelection, onChanged, reload, setProgress],
  );

  const reviewSelected = useCallback(
    (action: BulkAction, assigneeId?: string | null) =>
      review({ document_id: documentId, action, question_ids: [...selectedIds], ...(action === 'assign' ? { assignee_id: assigneeId ?? null } : {}) }),
    [documentId, review, selectedIds],
  );

  /** Approves the high-confidence suggestions the person was shown (those still unreviewed). */
  const approveHighConfidence = useCallback(
    (questionIds: string[]) => review({ document_id: documentId, action: 'approve_high_confidence', question_ids: questionIds }),
    [documentId, review],
  );

  /** What approveHighConfidence would approve, for its confirmation; undefined when it could not be listed. */
  const previewHighConfidence = useCallback(async () => {
    try {
      return await fetchHighConfidencePreview(documentId);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      return undefined;
    }
  }, [documentId]);

  const reprocess = useCallback(async () => {
    setBusy(true);
    try {
      const { message } = await reprocessDocument(documentId);
      enqueueSnackbar(message, { variant: 'success' });
      onReprocessing();
      await reload();
      return true;
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }, [documentId, onReprocessing, reload]);

  return { busy, reviewSelected, approveHighConfidence, previewHighConfidence, reprocess };
}

export type BulkReview = ReturnType<typeof useBulkReview>;
