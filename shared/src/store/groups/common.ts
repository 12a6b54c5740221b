import type { Notification } from '../../contract/notifications';
import { createStateGroup } from '../createStateGroup';

export interface StaffClientFilter {
  status: string;
  setFilterFlag: boolean;
}

export interface CommonState {
  /**
   * The signed-in person's unread notifications, newest first (the latest 50, and each one that arrives
   * live): kept by the host's notification bell, emptied when it stops (sign-out).
   */
  updatedNotifications: Notification[];
  staffClientFilter: StaffClientFilter;
}

export const commonGroup = createStateGroup<CommonState>('common', {
  updatedNotifications: [],
  staffClientFilter: { status: '', setFilterFlag: false },
});
