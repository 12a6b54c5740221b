import { FilterBar } from '@app/shared/page-parts';
import TextField from '@mui/material/TextField';
import { ANSWER_STATUSES, CONFIDENCE_TIERS, type AnswerStatus, type ConfidenceTier } from '@app/shared/contract';
import type { ReviewFilterControl } from '../hooks/useReviewFilters';
import { ANSWER_STATUS_LABELS, CONFIDENCE_LABELS } from '../reviewText';

/** Search, the questionnaire's own question IDs, and for reviewers the status and confidence filters; kept in the address. */
export function ReviewFilterBar({ filters, canReview }: { filters: ReviewFilterControl; canReview: boolean }) {
  return (
    <FilterBar label="Filter questions" isFiltered={filters.isFiltered} activeCount={filters.activeCount} onClear={filters.clear}>
      <TextField
        label="Search questions"
        type="search"
        size="small"
        value={filters.searchText}
        onChange={(event) => filters.setSearchText(event.target.value)}
      />
      <TextField
        label="Question ID"
        placeholder="e.g. AC-"
        type="search"
        size="small"
        value={filters.referenceText}
        onChange={(event) => filters.setReferenceText(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 160 }}
      />
      {canReview ? (
        <>
          <TextField
            select
            label="Status"
            size="small"
            value={filters.status ?? ''}
            onChange={(event) => filters.setStatus((event.target.value || undefined) as AnswerStatus | undefined)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All statuses</option>
            {ANSWER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ANSWER_STATUS_LABELS[status]}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Confidence"
            size="small"
            value={filters.confidence ?? ''}
            onChange={(event) => filters.setConfidence((event.target.value || undefined) as ConfidenceTier | undefined)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All confidence tiers</option>
            {CONFIDENCE_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {CONFIDENCE_LABELS[tier]}
              </option>
            ))}
          </TextField>
        </>
      ) : null}
    </FilterBar>
  );
}
