import type { EntityMember } from '@app/shared/contract';

/** Who a question can be given to, in two groups: the organisation's staff, and the users of the project's client. */
export interface ReviewerChoices {
  staff: EntityMember[];
  /** Users of the project's client: they answer what only the client knows, then submit it for review. */
  client: EntityMember[];
  clientName: string;
}

export const NO_REVIEWERS: ReviewerChoices = { staff: [], client: [], clientName: '' };

/** The heading the client's users are listed under, in pickers and in the mention list. */
export const clientGroupLabel = (clientName: string) => `${clientName || 'Client'} (client)`;

/** A native select's options, each group under its own heading. */
export function ReviewerOptions({ choices }: { choices: ReviewerChoices }) {
  const groups = [
    { label: 'Staff', people: choices.staff },
    { label: clientGroupLabel(choices.clientName), people: choices.client },
  ];
  return (
    <>
      {groups
        .filter((group) => group.people.length > 0)
        .map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.full_name}
              </option>
            ))}
          </optgroup>
        ))}
    </>
  );
}
