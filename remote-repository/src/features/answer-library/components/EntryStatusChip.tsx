import { ANSWER_LIBRARY_STATUS_LABELS, type AnswerLibraryStatus } from '@app/shared/contract';
import SyncProblem from '@mui/icons-material/SyncProblem';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLOURS: Record<AnswerLibraryStatus, ChipProps['color']> = { active: 'success', source_changed: 'warning', retired: 'default' };

/** An entry's status; "Source changed" stands out: the entry is offered as a weak suggestion until approved again. */
export function EntryStatusChip({ status }: { status: AnswerLibraryStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'source_changed' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      icon={status === 'source_changed' ? <SyncProblem /> : undefined}
      label={ANSWER_LIBRARY_STATUS_LABELS[status]}
    />
  );
}
