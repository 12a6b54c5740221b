import type { Reducer } from 'redux';
import { authGroup, type AuthState } from './auth';
import { commonGroup, type CommonState } from './common';
import { layoutGroup, type LayoutState } from './layout';
import { permissionsGroup, type PermissionsState } from './permissions';
import { userGroup, type UserState } from './user';

export { authGroup, commonGroup, layoutGroup, permissionsGroup, userGroup };
export type { AuthState, CommonState, LayoutState, PermissionsState, UserState };
export type { StaffClientFilter } from './common';

/** The groups the shell owns; they exist from the store's creation on. */
export interface ShellState {
  auth: AuthState;
  layout: LayoutState;
  permissions: PermissionsState;
  user: UserState;
  common: CommonState;
}

export const shellReducers: { [K in keyof ShellState]: Reducer<ShellState[K]> } = {
  auth: authGroup.reducer,
  layout: layoutGroup.reducer,
  permissions: permissionsGroup.reducer,
  user: userGroup.reducer,
  common: commonGroup.reducer,
};
