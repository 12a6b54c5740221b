import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BulkReview } from '../hooks/useBulkReview';
import type { ReviewSelection } from '../hooks/useReviewSelection';
import { ReviewerOptions, type ReviewerChoices } from './question/ReviewerOptions';

const UNASSIGN = 'nobody';

interface BulkActionBarProps {
  /** The questions on screen, which "Select all shown" ticks. */
  shownIds: readonly string[];
  selection: ReviewSelection;
  reviewers: ReviewerChoices;
  bulk: BulkReview;
}

/** Ticking questions and acting on all of them at once: approve, reject, not applicable, assign a reviewer. */
export function BulkActionBar({ shownIds, selection, reviewers, bulk }: BulkActionBarProps) {
  const count = selection.selected.size;
  const allSelected = shownIds.length > 0 && shownIds.every((id) => selection.selected.has(id));
  const disabled = count === 0 || bulk.busy;
  return (
    <Box role="group" aria-label="Selected questions" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <FormControlLabel
        label="Select all shown"
        control={
          <Checkbox
            size="small"
            checked={allSelected}
            indeterminate={count > 0 && !allSelected}
            disabled={shownIds.length === 0}
            onChange={() => (allSelected ? selection.clear() : selection.selectOnly(shownIds))}
          />
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
        {count} selected
      </Typography>
      <Button size="small" variant="contained" color="success" disabled={disabled} onClick={() => void bulk.reviewSelected('approve')}>
        Approve selected
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={disabled} onClick={() => void bulk.reviewSelected('reject')}>
        Reject selected
      </Button>
      <Button size="small" variant="outlined" color="inherit" disabled={disabled} onClick={() => void bulk.reviewSelected('not_applicable')}>
        Mark selected not applicable
      </Button>
      <TextField
        select
        size="small"
        label="Assign selected to"
        value=""
        disabled={disabled}
        onChange={(event) => void bulk.reviewSelected('assign', event.target.value === UNASSIGN ? null : event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <option value="" disabled>
          Choose a reviewer…
        </option>
        <option value={UNASSIGN}>Nobody (unassign)</option>
        <ReviewerOptions choices={reviewers} />
      </TextField>
    </Box>
  );
}
