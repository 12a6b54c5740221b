import TextField from '@mui/material/TextField';
import type { EntityMember, PersonRef } from '@app/shared/contract';

interface ReviewerSelectProps {
  /** Names the select for screen readers ("Reviewer of question 3"). */
  label: string;
  value: PersonRef | null;
  reviewers: EntityMember[];
  disabled?: boolean;
  onChange(reviewer: PersonRef | null): void;
}

/** Who reviews the question: a native select (right on phones), the current reviewer kept even when no longer listed. */
export function ReviewerSelect({ label, value, reviewers, disabled = false, onChange }: ReviewerSelectProps) {
  const people: PersonRef[] = value && !reviewers.some((person) => person.id === value.id) ? [value, ...reviewers] : reviewers;
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
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {person.full_name}
        </option>
      ))}
    </TextField>
  );
}
