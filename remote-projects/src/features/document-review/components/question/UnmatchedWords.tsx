import Typography from '@mui/material/Typography';
import type { QuestionAnswer } from '@app/shared/contract';

/**
 * What the question asks about that the suggestion's sources do not mention, while nobody has decided
 * on it: what to check before approving a suggestion, or why a question was left unanswered.
 */
export function UnmatchedWords({ question }: { question: Pick<QuestionAnswer, 'status' | 'unmatched_words'> }) {
  if (question.unmatched_words.length === 0 || (question.status !== 'suggested' && question.status !== 'unanswered')) return null;
  const lead = question.status === 'unanswered' ? 'Not found in the repository:' : 'The sources do not mention:';
  return (
    <Typography variant="body2" color="text.secondary">
      {lead} {question.unmatched_words.map((phrase) => `“${phrase}”`).join(', ')}
    </Typography>
  );
}
