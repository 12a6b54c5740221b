import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { QuestionAnswer } from '@app/shared/contract';
import { questionLabel } from '../../reviewText';
import { CommentsButton } from './CommentsButton';
import type { QuestionItemActions } from './questionItem';

interface QuestionActionsProps {
  question: QuestionAnswer;
  draft: string | undefined;
  busy: boolean;
  actions: Pick<QuestionItemActions, 'edit' | 'approve' | 'reject' | 'markNotApplicable' | 'openComments'>;
  /** Stacked in a table cell, in a row in a card. */
  direction?: 'row' | 'column';
}

/** A question's decisions and its comments; the names say which question each acts on. */
export function QuestionActions({ question, draft, busy, actions, direction = 'row' }: QuestionActionsProps) {
  const { id, status } = question;
  const number = questionLabel(question);
  const shownAnswer = draft ?? question.answer;
  // A verdict alone answers a question (a file with only a verdict column).
  const nothingToApprove = shownAnswer.trim() === '' && question.verdict === null;
  return (
    <Box sx={{ display: 'flex', flexDirection: direction, flexWrap: 'wrap', gap: 1, alignItems: direction === 'row' ? 'center' : 'stretch' }}>
      {draft === undefined ? (
        <Button size="small" variant="outlined" aria-label={`Edit answer ${number}`} disabled={busy} onClick={() => actions.edit(id)}>
          Edit
        </Button>
      ) : null}
      <Button
        size="small"
        variant="contained"
        color="success"
        aria-label={`Approve answer ${number}`}
        disabled={busy || nothingToApprove || (status === 'approved' && shownAnswer === question.answer)}
        onClick={() => actions.approve(id)}
      >
        Approve
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Reject answer ${number}`}
        disabled={busy || status === 'rejected'}
        onClick={() => actions.reject(id)}
      >
        Reject
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        aria-label={`Mark question ${number} not applicable`}
        disabled={busy || status === 'not_applicable'}
        onClick={() => actions.markNotApplicable(id)}
      >
        Not applicable
      </Button>
      <CommentsButton question={question} onOpen={actions.openComments} />
    </Box>
  );
}
