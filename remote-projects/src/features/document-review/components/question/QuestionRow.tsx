import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { questionElementId } from '../../hooks/useActiveQuestion';
import { questionLabel } from '../../reviewText';
import { AnswerField } from './AnswerField';
import { AnswerStatusChip } from './AnswerStatusChip';
import { CitationList } from './CitationList';
import { ConfidenceChip } from './ConfidenceChip';
import { DraftedMarker } from './DraftedMarker';
import { QuestionActions } from './QuestionActions';
import { focusRing, SCROLL_MARGIN, type QuestionItemProps } from './questionItem';
import { ReviewerSelect } from './ReviewerSelect';
import { UnmatchedWords } from './UnmatchedWords';
import { VerdictChip } from './VerdictChip';

/** The plain table's columns: reviewers get every column, client users the question and its approved answer. */
export const REVIEW_COLUMNS = ['Select', 'ID', 'Section', 'Question', 'Verdict', 'Answer', 'Status', 'Confidence', 'Sources', 'Reviewer', 'Actions'];
export const READ_ONLY_COLUMNS = ['ID', 'Section', 'Question', 'Verdict', 'Answer'];

const top = { verticalAlign: 'top' } as const;

/** One question of the plain table layout: the same data and actions as the card, a cell each. */
export const QuestionRow = memo(function QuestionRow({
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
  // The questionnaire's own ID ("AC-01"), or the question's number when it has none.
  const label = questionLabel(question);
  return (
    <TableRow
      id={questionElementId(id)}
      tabIndex={tabbable ? 0 : -1}
      selected={active}
      aria-current={active ? 'true' : undefined}
      aria-busy={busy}
      onFocus={() => actions.activate(id)}
      sx={{ scrollMarginTop: SCROLL_MARGIN, ...focusRing }}
    >
      {canReview ? (
        <TableCell padding="checkbox" sx={top}>
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => actions.toggleSelected(id)}
            slotProps={{ input: { 'aria-label': `Select question ${label}` } }}
          />
        </TableCell>
      ) : null}
      <TableCell sx={{ ...top, whiteSpace: 'nowrap' }}>{label}</TableCell>
      <TableCell sx={{ ...top, minWidth: 120 }}>{question.section ?? ''}</TableCell>
      <TableCell sx={{ ...top, minWidth: 220, whiteSpace: 'pre-wrap' }}>{question.question}</TableCell>
      <TableCell sx={top}>
        <VerdictChip verdict={verdict} questionLabel={label} onChange={canReview ? (choice) => actions.setVerdict(id, choice) : undefined} />
      </TableCell>
      <TableCell sx={{ ...top, minWidth: 280 }}>
        <AnswerField question={question} draft={draft} canReview={canReview} busy={busy} actions={actions} />
      </TableCell>
      {canReview ? (
        <>
          <TableCell sx={top}>
            <AnswerStatusChip status={question.status} />
          </TableCell>
          <TableCell sx={top}>
            <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
              <ConfidenceChip confidence={question.confidence} />
              {question.drafted ? <DraftedMarker /> : null}
            </Box>
          </TableCell>
          <TableCell sx={{ ...top, minWidth: 160 }}>
            <Box sx={{ display: 'grid', gap: 0.5 }}>
              <UnmatchedWords question={question} />
              <CitationList citations={question.citations} questionLabel={label} />
            </Box>
          </TableCell>
          <TableCell sx={top}>
            <ReviewerSelect
              label={`Reviewer of question ${label}`}
              value={question.assignee}
              reviewers={reviewers}
              disabled={busy}
              onChange={(reviewer) => actions.assign(id, reviewer?.id ?? null, reviewer?.full_name ?? '')}
            />
          </TableCell>
          <TableCell sx={top}>
            <QuestionActions question={question} draft={draft} busy={busy} actions={actions} direction="column" />
          </TableCell>
        </>
      ) : null}
    </TableRow>
  );
});
