import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AppErrorBoundary, FullPageSpinner, layoutGroup, useAppDispatch } from '@app/shared';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import { TourLauncher } from './tour/TourLauncher';

/** The signed-in layout: top bar, sidebar, and the page in the remaining space. */
export default function WorkspaceLayout() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Choosing a page in the phone drawer closes it.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(layoutGroup.actions.update({ isMobileSidebarOpen: false }));
  }, [pathname, dispatch]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Topbar isDesktop={isDesktop} />
      <Sidebar isDesktop={isDesktop} />
      <Box component="main" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <AppErrorBoundary resetKey={pathname}>
          <Suspense fallback={<FullPageSpinner />}>
            <Outlet />
          </Suspense>
        </AppErrorBoundary>
      </Box>
      <TourLauncher isDesktop={isDesktop} />
    </Box>
  );
}
