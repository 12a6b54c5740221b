import { usePermissions } from '@app/shared';

/** Starting a project needs manage_projects (the API checks it too); client users follow theirs. */
export function useCanStartProject(): boolean {
  return usePermissions().can('manage_projects');
}
