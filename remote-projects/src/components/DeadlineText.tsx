import { PROJECT_DUE_SOON_DAYS } from '@app/shared/contract';
import { daysFromToday, formatDate } from '@app/shared/format';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { readableChipSx } from './chipContrast';

export type DeadlineUrgency = 'none' | 'overdue' | 'due_soon' | 'later';

/** How pressing a deadline (YYYY-MM-DD) is today; a finished project's deadline presses no more. */
export function deadlineUrgency(deadline: string | null, finished: boolean): DeadlineUrgency {
  if (!deadline) return 'none';
  if (finished) return 'later';
  const daysLeft = daysFromToday(deadline);
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= PROJECT_DUE_SOON_DAYS ? 'due_soon' : 'later';
}

/** A deadline in the spec's date format, flagged when it is past or near. */
export function DeadlineText({ deadline, finished = false }: { deadline: string | null; finished?: boolean }) {
  const urgency = deadlineUrgency(deadline, finished);
  if (urgency === 'none') {
    return (
      <Typography variant="body2" color="text.secondary">
        No deadline
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color={urgency === 'overdue' ? 'error' : 'text.primary'} sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(deadline)}
      </Typography>
      {urgency === 'overdue' && <Chip size="small" color="error" label="Overdue" />}
      {urgency === 'due_soon' && <Chip size="small" color="warning" label="Due soon" sx={readableChipSx('warning')} />}
    </Box>
  );
}
