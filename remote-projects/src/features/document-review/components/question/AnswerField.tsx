import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { QuestionAnswer } from '@app/shared/contract';
import type { KeyboardEvent } from 'react';
import { answerEditorId } from '../../hooks/useActiveQuestion';
import { questionLabel } from '../../reviewText';
import type { QuestionItemActions } from './questionItem';

/** The answer as the reader sees it; client users see an answer once it is approved. */
function AnswerText({ question, canReview }: { question: QuestionAnswer; canReview: boolean }) {
  const placeholder = (text: string) => (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {text}
    </Typography>
  );
  if (!canReview && question.status === 'not_applicable') return placeholder('Not applicable');
  if (!canReview && question.status !== 'approved') return placeholder('Awaiting review');
  if (question.answer.trim() === '') return placeholder('No answer yet');
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{question.answer}</Typography>;
}

interface AnswerFieldProps {
  question: QuestionAnswer;
  /** The open editor's text; undefined while the answer is only shown. */
  draft: string | undefined;
  canReview: boolean;
  busy: boolean;
  actions: Pick<QuestionItemActions, 'changeDraft' | 'save' | 'discard' | 'leaveEditor'>;
}

/** The answer, or its editor: Ctrl/Cmd+Enter saves, Escape leaves it (a changed draft stays open, nothing is lost). */
export function AnswerField({ question, draft, canReview, busy, actions }: AnswerFieldProps) {
  if (draft === undefined || !canReview) return <AnswerText question={question} canReview={canReview} />;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      actions.leaveEditor(question.id);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void actions.save(question.id);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id={answerEditorId(question.id)}
        label={`Answer to question ${questionLabel(question)}`}
        value={draft}
        onChange={(event) => actions.changeDraft(question.id, event.target.value)}
        onKeyDown={onKeyDown}
        multiline
        minRows={3}
        fullWidth
        helperText="Ctrl+Enter (⌘+Enter) saves · Esc leaves the editor"
        slotProps={{ htmlInput: { readOnly: busy, maxLength: 20000 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" size="small" disabled={busy} onClick={() => void actions.save(question.id)}>
          Save answer
        </Button>
        <Button size="small" disabled={busy} onClick={() => actions.discard(question.id)}>
          Discard changes
        </Button>
      </Box>
    </Box>
  );
}
