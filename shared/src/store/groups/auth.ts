import type { Entity, User, UserType } from '../../contract';
import { createStateGroup } from '../createStateGroup';

/** The session as the running app sees it (spec section 3); the cookies are its lasting copy. */
export interface AuthState {
  accessToken: string;
  refreshToken: string;
  user: User | null;
  userType: UserType | null;
  entity: Entity | null;
}

export const authGroup = createStateGroup<AuthState>('auth', {
  accessToken: '',
  refreshToken: '',
  user: null,
  userType: null,
  entity: null,
});
