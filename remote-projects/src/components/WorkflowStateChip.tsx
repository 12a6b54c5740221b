import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { WORKFLOW_STATE_LABELS, type ProjectDocument, type WorkflowState } from '@app/shared/contract';
import { describeSuggested } from './AnswerProgressBar';
import { readableChipSx } from './chipContrast';

const STATE_COLOURS: Record<WorkflowState, ChipProps['color']> = {
  queued: 'default',
  extracting: 'primary',
  suggesting: 'primary',
  ready_for_review: 'warning',
  in_review: 'primary',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** The states in which the pipeline is still working on a document (its page follows them). */
export const PROCESSING_STATES: readonly WorkflowState[] = ['queued', 'extracting', 'suggesting'];

/** What to know beyond the state's name: why a document failed, how far a cancelled one got. */
export function workflowStateDetail(document: Pick<ProjectDocument, 'state' | 'error' | 'progress'>): string | null {
  if (document.state === 'failed') return document.error;
  return document.state === 'cancelled' ? describeSuggested(document.progress) : null;
}

/** A document's place in the pipeline; a failed one says why, in a tooltip and to screen readers. */
export function WorkflowStateChip({ state, error }: { state: WorkflowState; error?: string | null }) {
  const working = state === 'extracting' || state === 'suggesting';
  const chip = (
    <Chip
      size="small"
      label={WORKFLOW_STATE_LABELS[state]}
      color={STATE_COLOURS[state]}
      sx={readableChipSx(STATE_COLOURS[state])}
      // The pipeline at work shows outlined, apart from the people's in review.
      variant={working ? 'outlined' : 'filled'}
      icon={working ? <CircularProgress size={12} color="inherit" aria-hidden /> : undefined}
      aria-description={state === 'failed' && error ? error : undefined}
    />
  );
  return state === 'failed' && error ? <Tooltip title={error}>{chip}</Tooltip> : chip;
}
