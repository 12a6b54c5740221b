import TextField from '@mui/material/TextField';
import type { PersonRef } from '@app/shared/contract';
import { ReviewerOptions, type ReviewerChoices } from './ReviewerOptions';

interface ReviewerSelectProps {
  /** Names the select for screen readers ("Reviewer of question 3"). */
  label: string;
  value: PersonRef | null;
  reviewers: ReviewerChoices;
  disabled?: boolean;
  onChange(reviewer: PersonRef | null): void;
}

/**
 * Who reviews (or, a client user, answers) the question: a native select (right on phones), staff and
 * the client's users under their own headings, the current reviewer kept even when no longer listed.
 */
export function ReviewerSelect({ label, value, reviewers, disabled = false, onChange }: ReviewerSelectProps) {
  const listed = [...reviewers.staff, ...reviewers.client];
  const unlisted = value && !listed.some((person) => person.id === value.id) ? value : null;
  const people: PersonRef[] = unlisted ? [unlisted, ...listed] : listed;
  return (
    <TextField
      select
      size="small"
      label="Reviewer"
      value={value?.id ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(people.find((person) => person.id === event.target.value) ?? null)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">Unassigned</option>
      {unlisted ? <option value={unlisted.id}>{unlisted.full_name}</option> : null}
      <ReviewerOptions choices={reviewers} />
    </TextField>
  );
}
