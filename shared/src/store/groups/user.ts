import type { Entity, User } from '../../contract';
import { createStateGroup } from '../createStateGroup';

export interface UserState {
  userData: User | null;
  /** The client organisation (entity) of an entity user; null for staff. */
  merchantData: Entity | null;
  /** True once userData holds the signed-in user. */
  userFlag: boolean;
  startTour: boolean;
  tourStatus: boolean;
  expiredPasswordStatus: boolean;
}

export const userGroup = createStateGroup<UserState>('user', {
  userData: null,
  merchantData: null,
  userFlag: false,
  startTour: false,
  tourStatus: false,
  expiredPasswordStatus: false,
});
