import { createStateGroup } from '@app/shared';

/** The project being started in the onboarding wizard (spec section 3); kept until it is created. */
export interface AddProjectDraft {
  project_name: string;
  description: string;
  /** Ids of the entity members the project is assigned to. */
  assigned_to: string[];
  /** YYYY-M-DD, '' when unset. */
  deadline: string;
}

export const addProjectGroup = createStateGroup<AddProjectDraft>('addProject', {
  project_name: '',
  description: '',
  assigned_to: [],
  deadline: '',
});
