import type { LoginResponse } from '../contract';
import type { AuthState } from '../store/groups/auth';
import { commonGroup, layoutGroup, userGroup, type ShellState } from '../store/groups';

export function sessionFromLogin(login: LoginResponse): AuthState {
  return {
    accessToken: login.access,
    refreshToken: login.refresh,
    user: login.user,
    userType: login.user_type,
    entity: login.entity,
  };
}

/** What a session puts into the shell's state groups. */
export function sessionGroupUpdates(session: AuthState) {
  return {
    auth: session,
    permissions: {
      permissionList: session.userType?.permissions ?? [],
      userRoleList: session.userType ? [session.userType.name] : [],
    },
    layout: { isLoggedIn: session.accessToken !== '', user: session.user },
    user: {
      userData: session.user,
      merchantData: session.entity,
      userFlag: session.user !== null,
      expiredPasswordStatus: session.user?.is_password_expired ?? false,
    },
  } satisfies { [K in keyof ShellState]?: Partial<ShellState[K]> };
}

/** The shell's state at start-up: the defaults of every group, with the stored session applied. */
export function initialShellState(session: AuthState): ShellState {
  const updates = sessionGroupUpdates(session);
  return {
    auth: updates.auth,
    permissions: updates.permissions,
    layout: { ...layoutGroup.initialState, ...updates.layout },
    user: { ...userGroup.initialState, ...updates.user },
    common: commonGroup.initialState,
  };
}
