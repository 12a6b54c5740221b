import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ANSWER_STATUSES, type AnswerProgress, type AnswerStatus } from '@app/shared/contract';
import { AnswerProgressBar } from '../../../components/AnswerProgressBar';
import { ANSWER_STATUS_LABELS } from '../reviewText';

interface ReviewProgressPanelProps {
  progress: AnswerProgress;
  /** Reviewers: each count filters the list by its status (pressed while it does). */
  statusFilter?: { value: AnswerStatus | undefined; onChange(status: AnswerStatus | undefined): void };
  /** The last change, said politely to screen readers and shown to everyone. */
  announcement: string;
}

/** Always in view while the list scrolls: the document's progress and its count per status. */
export function ReviewProgressPanel({ progress, statusFilter, announcement }: ReviewProgressPanelProps) {
  return (
    <Paper
      variant="outlined"
      aria-label="Review progress"
      role="region"
      sx={{
        position: 'sticky',
        // Below the host's fixed top bar (its toolbar height).
        top: { xs: 56, sm: 64 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1,
      }}
    >
      <AnswerProgressBar progress={progress} label="Answers approved" />
      {statusFilter ? (
        <Box role="group" aria-label="Questions per status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {ANSWER_STATUSES.map((status) => {
            const pressed = statusFilter.value === status;
            return (
              <Chip
                key={status}
                size="small"
                clickable
                color={pressed ? 'primary' : 'default'}
                variant={pressed ? 'filled' : 'outlined'}
                aria-pressed={pressed}
                label={`${ANSWER_STATUS_LABELS[status]} ${progress[status]}`}
                onClick={() => statusFilter.onChange(pressed ? undefined : status)}
              />
            );
          })}
        </Box>
      ) : null}
      <Typography role="status" variant="caption" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {announcement}
      </Typography>
    </Paper>
  );
}
