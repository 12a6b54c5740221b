import Chip, { type ChipProps } from '@mui/material/Chip';
import type { AnswerStatus } from '@app/shared/contract';
import { readableChipSx } from '../../../../components/chipContrast';
import { ANSWER_STATUS_LABELS } from '../../reviewText';

const STATUS_COLOURS: Record<AnswerStatus, ChipProps['color']> = {
  unanswered: 'default',
  suggested: 'info',
  edited: 'secondary',
  approved: 'success',
  rejected: 'error',
  not_applicable: 'default',
};

export function AnswerStatusChip({ status }: { status: AnswerStatus }) {
  return (
    <Chip
      size="small"
      label={ANSWER_STATUS_LABELS[status]}
      color={STATUS_COLOURS[status]}
      variant={status === 'not_applicable' || status === 'unanswered' ? 'outlined' : 'filled'}
      sx={readableChipSx(STATUS_COLOURS[status])}
    />
  );
}
