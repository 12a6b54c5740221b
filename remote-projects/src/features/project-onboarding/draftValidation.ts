import { createProjectRequestSchema, type CreateProjectRequest } from '@app/shared/contract';
import { isPastDate, toApiDate } from '../../components/apiDate';
import type { AddProjectDraft } from './stores/addProjectDraft';

/** The fields of the create request, which the API also names in its field errors. */
export type ProjectField = keyof CreateProjectRequest;
export type ProjectFieldErrors = Partial<Record<ProjectField, string>>;

/** The wizard's steps and the fields each one asks for. */
export const WIZARD_STEPS: { title: string; fields: ProjectField[] }[] = [
  { title: 'Client and project', fields: ['entity_id', 'name', 'description'] },
  { title: 'Team and deadline', fields: ['assigned_to', 'deadline'] },
  { title: 'Questionnaires', fields: [] },
];

export const PAST_DEADLINE_MESSAGE = 'Choose a deadline from today on.';

export function createProjectRequest(draft: AddProjectDraft): CreateProjectRequest {
  return {
    entity_id: draft.entity_id,
    name: draft.project_name,
    description: draft.description,
    assigned_to: draft.assigned_to,
    deadline: toApiDate(draft.deadline),
  };
}

/** The contract's rules (the API applies the same) plus a deadline that has not passed. */
export function draftErrors(draft: AddProjectDraft): ProjectFieldErrors {
  const errors: ProjectFieldErrors = {};
  const result = createProjectRequestSchema.safeParse(createProjectRequest(draft));
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as ProjectField;
    errors[field] ??= issue.message;
  }
  if (isPastDate(draft.deadline)) errors.deadline ??= PAST_DEADLINE_MESSAGE;
  return errors;
}

/** The errors of one step's fields only. */
export function stepErrors(step: number, errors: ProjectFieldErrors): ProjectFieldErrors {
  return Object.fromEntries(WIZARD_STEPS[step].fields.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

/** The first step with an error, or -1. */
export function firstStepWithError(errors: ProjectFieldErrors): number {
  return WIZARD_STEPS.findIndex(({ fields }) => fields.some((field) => errors[field]));
}

/** The API's field errors (lists of messages per field) as one message per known field. */
export function fromApiFieldErrors(apiErrors: Record<string, string[]>): ProjectFieldErrors {
  const known = new Set(WIZARD_STEPS.flatMap(({ fields }) => fields));
  return Object.fromEntries(
    Object.entries(apiErrors)
      .filter(([field, messages]) => known.has(field as ProjectField) && messages.length > 0)
      .map(([field, messages]) => [field, messages[0]]),
  );
}
