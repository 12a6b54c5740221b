import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@app/shared/format';
import { LoadFailed } from '@app/shared/page-parts';
import type { QuestionAnswer } from '@app/shared/contract';
import { useId, useState, type FormEvent } from 'react';
import { useAnswerComments } from '../../hooks/useAnswerComments';
import { questionLabel } from '../../reviewText';

interface CommentsDrawerProps {
  question: QuestionAnswer;
  onAdded(question: QuestionAnswer): void;
  onClose(): void;
}

/** The review team's conversation about one answer: read it, add to it. */
export default function CommentsDrawer({ question, onAdded, onClose }: CommentsDrawerProps) {
  const titleId = useId();
  const [body, setBody] = useState('');
  const { comments, sending, problem, add } = useAnswerComments(question.id, () => onAdded(question));
  const { data, loading, error, retry } = comments;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add(body)) setBody('');
  };

  return (
    <Drawer
      open
      anchor="right"
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 }, p: 2, display: 'flex', flexDirection: 'column', gap: 2 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Comments on question {questionLabel(question)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {question.question}
          </Typography>
        </Box>
        <IconButton aria-label="Close comments" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {error ? <LoadFailed message={error} onRetry={retry} /> : null}
      {!data ? (
        loading ? (
          <Box aria-label="Loading comments" role="progressbar" sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Box>
        ) : null
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No comments yet. Ask a colleague or leave a note for the next reviewer.</Typography>
      ) : (
        <Box component="ol" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, overflowY: 'auto' }}>
          {data.map((comment) => (
            <Box component="li" key={comment.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {comment.author?.full_name ?? 'Former user'}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {formatDateTime(comment.created_at)}
                </Typography>
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.body}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1, mt: 'auto' }}>
        <TextField
          label="Add a comment"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(problem)}
          helperText={problem}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'end' }}>
          Post comment
        </Button>
      </Box>
    </Drawer>
  );
}
