import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@app/shared/format';
import { LoadFailed } from '@app/shared/page-parts';
import type { AnswerComment, PersonRef, QuestionAnswer } from '@app/shared/contract';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useAnswerComments } from '../../hooks/useAnswerComments';
import { mentionedIds, mentionParts } from '../../mentions';
import { questionLabel } from '../../reviewText';
import { clientGroupLabel, type ReviewerChoices } from '../question/ReviewerOptions';
import { MentionCommentField, type MentionCandidate } from './MentionCommentField';

interface CommentsDrawerProps {
  question: QuestionAnswer;
  /** Who can see the project: the people a comment can mention. */
  people: ReviewerChoices;
  onAdded(question: QuestionAnswer): void;
  onClose(): void;
}

/** A comment's text with its mentions set apart. */
function CommentBody({ comment }: { comment: AnswerComment }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {mentionParts(comment.body, comment.mentions).map((part, index) =>
        part.mention ? (
          <Box component="strong" key={index} sx={{ color: 'primary.main', fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </Typography>
  );
}

/** The conversation about one question (the review team's, and the client users assigned or mentioned): read it, add to it. */
export default function CommentsDrawer({ question, people, onAdded, onClose }: CommentsDrawerProps) {
  const titleId = useId();
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<PersonRef[]>([]);
  const { comments, sending, problem, add } = useAnswerComments(question.id, () => onAdded(question));
  const { data, loading, error, retry } = comments;
  const candidates = useMemo<MentionCandidate[]>(
    () => [
      ...people.staff.map((person) => ({ id: person.id, full_name: person.full_name, group: 'Staff' })),
      ...people.client.map((person) => ({ id: person.id, full_name: person.full_name, group: clientGroupLabel(people.clientName) })),
    ],
    [people],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add(body, mentionedIds(body, chosen))) {
      setBody('');
      setChosen([]);
    }
  };

  return (
    <Drawer
      open
      anchor="right"
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 420 }, p: 2, display: 'flex', flexDirection: 'column', gap: 2 } },
      }}
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
              <CommentBody comment={comment} />
            </Box>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1, mt: 'auto' }}>
        <MentionCommentField
          value={body}
          onChange={setBody}
          people={candidates}
          onMention={(person) => setChosen((before) => [...before, person])}
          error={problem}
        />
        <Button type="submit" variant="contained" disabled={sending} sx={{ justifySelf: 'end' }}>
          Post comment
        </Button>
      </Box>
    </Drawer>
  );
}
