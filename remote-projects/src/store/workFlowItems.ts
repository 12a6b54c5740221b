import { createStateGroup } from '@app/shared';

/**
 * The workflow items (a project's documents on their way through extraction, review and export)
 * of the project on screen; shared by project details and document review. Their shape comes with
 * the projects API.
 */
export interface WorkFlowItemsState {
  items: unknown[];
}

export const workFlowItemsGroup = createStateGroup<WorkFlowItemsState>('workFlowItems', { items: [] });
