import { createStateGroup } from '@app/shared';

/**
 * The project being started in the onboarding wizard (spec section 3), kept until it is created.
 * Beside the spec's fields it keeps the client, since the assignees are chosen among its people.
 */
export interface AddProjectDraft {
  /** Id of the client (entity) the project is for; '' until chosen. */
  entity_id: string;
  project_name: string;
  description: string;
  /** Ids of the people the project is assigned to. */
  assigned_to: string[];
  /** YYYY-M-DD, '' when unset. */
  deadline: string;
}

export const addProjectGroup = createStateGroup<AddProjectDraft>('addProject', {
  entity_id: '',
  project_name: '',
  description: '',
  assigned_to: [],
  deadline: '',
});
