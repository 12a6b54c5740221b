import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { AnswerProgress } from '@app/shared/contract';

const count = (value: number) => value.toLocaleString('en');

/** What the answers of a document or a project say, in words: not applicable counts apart from approved. */
export function describeProgress(progress: AnswerProgress): string {
  if (progress.total === 0) return 'No questions yet';
  if (progress.not_applicable === 0) return `${count(progress.approved)} of ${count(progress.total)} answers approved`;
  return `${count(progress.approved)} approved, ${count(progress.not_applicable)} not applicable of ${count(progress.total)}`;
}

/** How far the suggestions got (a questionnaire whose processing was cancelled). */
export function describeSuggested(progress: AnswerProgress): string {
  if (progress.total === 0) return 'No questions were read';
  return `${count(progress.total - progress.unanswered)} of ${count(progress.total)} questions have suggestions`;
}

/** The share of answers done (approved or not applicable) as a bar, with the figures beside it. */
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
