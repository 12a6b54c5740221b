import { createStateGroup } from '@app/shared';
import type { ProjectDocument } from '@app/shared/contract';

/**
 * The workflow items (a project's documents on their way through extraction, review and export)
 * of the project on screen; shared by project details and document review. `projectId` says whose
 * they are, so a screen never shows another project's documents while its own load.
 */
export interface WorkFlowItemsState {
  projectId: string | null;
  items: ProjectDocument[];
}

export const workFlowItemsGroup = createStateGroup<WorkFlowItemsState>('workFlowItems', { projectId: null, items: [] });
