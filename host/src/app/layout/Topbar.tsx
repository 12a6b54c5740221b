import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { layoutGroup, useAppDispatch, useAppSelector } from '@app/shared';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../branding/BrandLogo';
import { useBranding } from '../branding/BrandingProvider';
import { NotificationsButton } from './NotificationsButton';
import { SIDEBAR_ID } from './Sidebar';
import { TOUR_TARGETS } from './tour/tourSteps';
import { UserMenu } from './UserMenu';

/** The top bar: the sidebar toggle, the organisation's logo and title, notifications, the user menu. */
export function Topbar({ isDesktop }: { isDesktop: boolean }) {
  const { topbarColor, isMiniSidebar, isMobileSidebarOpen } = useAppSelector((state) => state.layout);
  const dispatch = useAppDispatch();
  const { configuration, title } = useBranding();
  const colors =
    topbarColor === 'light' ? { bgcolor: 'background.paper', color: 'text.primary' } : { bgcolor: `${topbarColor}.main`, color: `${topbarColor}.contrastText` };

  const toggle = isDesktop
    ? {
        label: isMiniSidebar ? 'Expand navigation' : 'Collapse navigation',
        expanded: !isMiniSidebar,
        onClick: () => dispatch(layoutGroup.actions.update({ isMiniSidebar: !isMiniSidebar })),
      }
    : {
        label: 'Open navigation',
        expanded: isMobileSidebarOpen,
        onClick: () => dispatch(layoutGroup.actions.update({ isMobileSidebarOpen: true })),
      };

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{
        ...colors,
        borderBottom: 1,
        borderColor: 'divider',
        // Above the desktop sidebar, which starts below it; the phone drawer covers it.
        zIndex: (theme) => (isDesktop ? theme.zIndex.drawer + 1 : theme.zIndex.appBar),
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={toggle.label}
          aria-controls={SIDEBAR_ID}
          aria-expanded={toggle.expanded}
          onClick={toggle.onClick}
          data-tour={isDesktop ? undefined : TOUR_TARGETS.navigationMenu}
        >
          {isDesktop && !isMiniSidebar ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${title}, home`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          {configuration.admin_logo && <BrandLogo variant="admin_logo" height={32} />}
          <Typography component="span" noWrap sx={{ fontWeight: 600, fontSize: 18, display: configuration.admin_logo ? { xs: 'none', sm: 'block' } : 'block' }}>
            {title}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <Box data-tour={TOUR_TARGETS.notifications} sx={{ display: 'flex' }}>
          <NotificationsButton />
        </Box>
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
