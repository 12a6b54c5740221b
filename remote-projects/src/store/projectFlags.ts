import { createStateGroup } from '@app/shared';

/** Signals between project screens that something changed and must be shown again (spec section 3). */
export interface ProjectFlags {
  /** A document's review is being prepared in the background (extraction, suggestions). */
  documentReviewBackground: boolean;
  /** A document changed (answer saved, status moved), so lists showing it refresh. */
  documentUpdate: boolean;
  /** The project's list of repository documents must be reloaded. */
  projectRepositoryList: boolean;
}

export const projectFlagsGroup = createStateGroup<ProjectFlags>('projectFlags', {
  documentReviewBackground: false,
  documentUpdate: false,
  projectRepositoryList: false,
});
