import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@app/shared/format';
import { memo } from 'react';
import { questionElementId } from '../../hooks/useActiveQuestion';
import { questionLabel } from '../../reviewText';
import { AnswerField } from './AnswerField';
import { AnswerStatusChip } from './AnswerStatusChip';
import { CitationList } from './CitationList';
import { CommentsButton } from './CommentsButton';
import { ConfidenceChip } from './ConfidenceChip';
import { DraftedMarker } from './DraftedMarker';
import { QuestionActions } from './QuestionActions';
import { focusRing, SCROLL_MARGIN, type QuestionItemProps } from './questionItem';
import { ReviewerSelect } from './ReviewerSelect';
import { UnmatchedWords } from './UnmatchedWords';
import { VerdictChip } from './VerdictChip';

/** One question of the rich review: the question, its answer or editor, how far to trust it, its sources, reviewer and decisions. */
export const QuestionCard = memo(function QuestionCard({
  question,
  active,
  tabbable,
  selected,
  busy,
  draft,
  verdict,
  canReview,
  reviewers,
  actions,
}: QuestionItemProps) {
  const { id } = question;
  const label = questionLabel(question);
  const headingId = `${questionElementId(id)}-text`;
  return (
    <Paper
      component="article"
      variant="outlined"
      id={questionElementId(id)}
      tabIndex={tabbable ? 0 : -1}
      aria-labelledby={headingId}
      aria-current={active ? 'true' : undefined}
      aria-busy={busy}
      onFocus={() => actions.activate(id)}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1.5,
        scrollMarginTop: SCROLL_MARGIN,
        borderColor: active ? 'primary.main' : 'divider',
        boxShadow: active ? (theme) => `inset 3px 0 0 ${theme.palette.primary.main}` : 'none',
        ...focusRing,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {canReview ? (
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => actions.toggleSelected(id)}
            slotProps={{ input: { 'aria-label': `Select question ${label}` } }}
            sx={{ p: 0.5, ml: -0.5 }}
          />
        ) : null}
        <Typography variant="subtitle2" color="text.secondary" sx={{ mr: 'auto' }}>
          Question {label}
        </Typography>
        {canReview ? (
          <>
            <AnswerStatusChip status={question.status} />
            <ConfidenceChip confidence={question.confidence} />
            {question.drafted ? <DraftedMarker /> : null}
          </>
        ) : null}
      </Box>
      <Typography id={headingId} component="h3" variant="body1" sx={{ fontWeight: 600, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {question.question}
      </Typography>
      {/* The verdict beside its explanation, as the questionnaire's columns put them. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start', gap: { xs: 1, sm: 1.5 } }}>
        <VerdictChip verdict={verdict} questionLabel={label} onChange={canReview ? (choice) => actions.setVerdict(id, choice) : undefined} />
        <Box sx={{ flex: 1, minWidth: 0, alignSelf: 'stretch' }}>
          <AnswerField question={question} draft={draft} canReview={canReview} busy={busy} actions={actions} />
        </Box>
      </Box>
      {canReview ? (
        <>
          <UnmatchedWords question={question} />
          <CitationList citations={question.citations} questionLabel={label} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, justifyContent: 'space-between' }}>
            <ReviewerSelect
              label={`Reviewer of question ${label}`}
              value={question.assignee}
              reviewers={reviewers}
              disabled={busy}
              onChange={(reviewer) => actions.assign(id, reviewer?.id ?? null, reviewer?.full_name ?? '')}
            />
            <QuestionActions question={question} draft={draft} busy={busy} actions={actions} />
          </Box>
          {question.updated_by ? (
            <Typography variant="caption" color="text.secondary">
              Last changed by {question.updated_by.full_name}, {formatDateTime(question.updated_at)}
            </Typography>
          ) : null}
        </>
      ) : question.comments_visible ? (
        // A client user takes part where they were assigned or mentioned.
        <Box>
          <CommentsButton question={question} onOpen={actions.openComments} />
        </Box>
      ) : null}
    </Paper>
  );
});
