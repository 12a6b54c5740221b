import type { User } from '../../contract';
import { createStateGroup } from '../createStateGroup';

export interface LayoutState {
  topbarColor: string;
  isMiniSidebar: boolean;
  sidebarColor: string;
  isMobileSidebarOpen: boolean;
  isLoggedIn: boolean;
  user: User | null;
}

/** Defaults of spec section 4: light topbar, secondary sidebar, not mini, mobile sidebar closed. */
export const layoutGroup = createStateGroup<LayoutState>('layout', {
  topbarColor: 'light',
  isMiniSidebar: false,
  sidebarColor: 'secondary',
  isMobileSidebarOpen: false,
  isLoggedIn: false,
  user: null,
});
