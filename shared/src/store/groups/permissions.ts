import { createStateGroup } from '../createStateGroup';

export interface PermissionsState {
  /** Permission codenames of the signed-in user's role group. */
  permissionList: string[];
  /** Names of the user's role groups. */
  userRoleList: string[];
}

export const permissionsGroup = createStateGroup<PermissionsState>('permissions', {
  permissionList: [],
  userRoleList: [],
});
