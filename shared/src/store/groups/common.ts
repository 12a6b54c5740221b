import { createStateGroup } from '../createStateGroup';

export interface StaffClientFilter {
  status: string;
  setFilterFlag: boolean;
}

export interface CommonState {
  /** Notifications that changed since the list was last read (filled by the notification centre). */
  updatedNotifications: unknown[];
  staffClientFilter: StaffClientFilter;
}

export const commonGroup = createStateGroup<CommonState>('common', {
  updatedNotifications: [],
  staffClientFilter: { status: '', setFilterFlag: false },
});
