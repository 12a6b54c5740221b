import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuestionAnswer, Verdict } from '@app/shared/contract';
import { useId, useState, type FormEvent } from 'react';
import { questionLabel, VERDICT_CHOICES, verdictLabel } from '../../reviewText';
import { CommentsButton } from '../question/CommentsButton';

const NO_VERDICT = 'none';

/** Where the question stands, in the client user's words; a decided question cannot be changed any more. */
function standing(question: QuestionAnswer): { text: string; decided: boolean } {
  switch (question.status) {
    case 'approved':
      return { text: 'Approved by the review team.', decided: true };
    case 'not_applicable':
      return { text: 'Marked not applicable by the review team.', decided: true };
    case 'edited':
      return { text: 'Submitted: awaiting review.', decided: false };
    case 'rejected':
      return { text: 'Returned by the review team: change the answer and submit it again (the comments may say why).', decided: false };
    default:
      return { text: 'Waiting for your answer.', decided: false };
  }
}

interface AssignedQuestionEditorProps {
  question: QuestionAnswer;
  busy: boolean;
  submit(question: QuestionAnswer, answer: string, verdict: Verdict | null): Promise<boolean>;
  openComments(question: QuestionAnswer): void;
}

/** One question assigned to a client user: its answer and verdict to write, then "Submit for review". */
export function AssignedQuestionEditor({ question, busy, submit, openComments }: AssignedQuestionEditorProps) {
  const headingId = useId();
  const label = questionLabel(question);
  const [answer, setAnswer] = useState(question.answer);
  const [verdict, setVerdict] = useState<Verdict | null>(question.verdict);
  const { text, decided } = standing(question);
  const unchanged = answer === question.answer && verdict === question.verdict;
  const empty = answer.trim() === '' && verdict === null;
  // A submitted answer goes again only when changed; a new or returned one as it is (a suggestion may be right).
  const canSubmit = !decided && !busy && !empty && !(question.status === 'edited' && unchanged);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) void submit(question, answer, verdict);
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mr: 'auto' }}>
          Question {label}
        </Typography>
        <Typography variant="body2" color={question.status === 'rejected' ? 'error' : 'text.secondary'}>
          {text}
        </Typography>
      </Box>
      <Typography id={headingId} component="h3" variant="body1" sx={{ fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {question.question}
      </Typography>
      <Box component="form" onSubmit={onSubmit} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          select
          size="small"
          label="Verdict"
          value={verdict ?? NO_VERDICT}
          disabled={decided}
          onChange={(event) => setVerdict(event.target.value === NO_VERDICT ? null : (event.target.value as Verdict))}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Verdict of question ${label}` }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 200 }}
        >
          {VERDICT_CHOICES.map((choice) => (
            <option key={choice ?? NO_VERDICT} value={choice ?? NO_VERDICT}>
              {verdictLabel(choice)}
            </option>
          ))}
        </TextField>
        <TextField
          label={`Your answer to question ${label}`}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          disabled={decided}
          slotProps={{ htmlInput: { maxLength: 20000, readOnly: busy } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {decided ? null : (
            <Button type="submit" variant="contained" size="small" disabled={!canSubmit} aria-label={`Submit question ${label} for review`}>
              {busy ? 'Submitting…' : 'Submit for review'}
            </Button>
          )}
          <CommentsButton question={question} onOpen={openComments} />
        </Box>
      </Box>
    </Paper>
  );
}
