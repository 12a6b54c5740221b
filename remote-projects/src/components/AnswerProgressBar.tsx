import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AnswerProgress } from '@app/shared/contract';

/** What the answers of a document or a project say, in words. */
export function describeProgress(progress: AnswerProgress): string {
  if (progress.total === 0) return 'No questions yet';
  const done = progress.approved + progress.not_applicable;
  return `${done} of ${progress.total} answers approved`;
}

/** The share of approved (or not applicable) answers as a bar, with the figures beside it. */
export function AnswerProgressBar({ progress, label }: { progress: AnswerProgress; label: string }) {
  const percent = Math.round(progress.percent);
  const description = describeProgress(progress);
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={label}
        aria-valuetext={`${percent}%, ${description}`}
        color={percent === 100 ? 'success' : 'primary'}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        {progress.total === 0 ? description : `${percent}% · ${description}`}
      </Typography>
    </Box>
  );
}
