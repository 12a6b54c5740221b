import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { WORKFLOW_STATE_LABELS, type ProjectDocument } from '@app/shared/contract';
import { describeSuggested } from '../../../components/AnswerProgressBar';

interface ProcessingNoticeProps {
  document: ProjectDocument;
  /** The documentReviewBackground flag: the pipeline is still at work on the document. */
  processing: boolean;
  /** Offered when processing failed or was cancelled; absent for people who may not reprocess. */
  onReprocess?(): void;
}

/**
 * While questions are extracted and answers suggested, says so (the page follows by itself); a
 * failure says why, a cancellation how far it got.
 */
export function ProcessingNotice({ document, processing, onReprocess }: ProcessingNoticeProps) {
  if (document.state === 'failed' || document.state === 'cancelled') {
    const failed = document.state === 'failed';
    return (
      <Alert
        severity={failed ? 'error' : 'warning'}
        action={
          onReprocess ? (
            <Button color="inherit" size="small" onClick={onReprocess}>
              Reprocess
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{failed ? 'This questionnaire could not be processed' : 'Processing was cancelled'}</AlertTitle>
        {failed
          ? (document.error ?? 'The questions could not be read from this file.')
          : `${describeSuggested(document.progress)}. Reprocess it to start again.`}
      </Alert>
    );
  }
  if (!processing) return null;
  return (
    <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
      <AlertTitle>{WORKFLOW_STATE_LABELS[document.state]}…</AlertTitle>
      Questions and suggested answers appear here as they are ready; this page follows by itself.
    </Alert>
  );
}
