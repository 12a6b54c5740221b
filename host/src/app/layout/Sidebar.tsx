import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import { layoutGroup, useAppDispatch, useAppSelector, usePermissions } from '@app/shared';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { dashboardPath } from '../routing/dashboardPath';
import { NAVIGATION_ITEMS } from './navigationItems';
import { TOUR_TARGETS } from './tour/tourSteps';

export const SIDEBAR_WIDTH = 256;
export const MINI_SIDEBAR_WIDTH = 72;
export const SIDEBAR_ID = 'workspace-navigation';

function NavigationList({ mini }: { mini: boolean }) {
  const { can } = usePermissions();
  const { pathname } = useLocation();
  const items = NAVIGATION_ITEMS.filter((item) => can(item.permissions)).map((item) => ({
    ...item,
    to: item.to === 'dashboard' ? (dashboardPath(can) ?? '/') : item.to,
    active: item.activeOn.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  }));

  return (
    <List component="nav" aria-label="Main navigation" sx={{ px: 1, py: 2 }}>
      {items.map(({ id, label, icon: Icon, to, active }) => (
        <Tooltip key={label} title={mini ? label : ''} placement="right">
          <ListItemButton
            component={RouterLink}
            to={to}
            data-tour={TOUR_TARGETS.navigationItem(id)}
            selected={active}
            aria-current={active ? 'page' : undefined}
            aria-label={mini ? label : undefined}
            sx={{
              borderRadius: 1,
              mb: 0.5,
              minHeight: 44,
              color: 'inherit',
              justifyContent: mini ? 'center' : 'flex-start',
              '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(255,255,255,0.16)' },
              '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
              '&.Mui-focusVisible': { outlineColor: '#ffffff' },
            }}
          >
            <ListItemIcon sx={{ color: 'inherit', minWidth: mini ? 0 : 40 }}>
              <Icon />
            </ListItemIcon>
            {!mini && <ListItemText primary={label} />}
          </ListItemButton>
        </Tooltip>
      ))}
    </List>
  );
}

/** The sections the user may open: a permanent (optionally mini) column on desktop, a drawer on phones. */
export function Sidebar({ isDesktop }: { isDesktop: boolean }) {
  const { isMiniSidebar, isMobileSidebarOpen, sidebarColor } = useAppSelector((state) => state.layout);
  const dispatch = useAppDispatch();
  const paperColors = { bgcolor: `${sidebarColor}.main`, color: `${sidebarColor}.contrastText`, border: 0 };

  if (!isDesktop) {
    return (
      <Drawer
        id={SIDEBAR_ID}
        variant="temporary"
        open={isMobileSidebarOpen}
        onClose={() => dispatch(layoutGroup.actions.update({ isMobileSidebarOpen: false }))}
        slotProps={{ paper: { sx: { ...paperColors, width: SIDEBAR_WIDTH } } }}
      >
        <NavigationList mini={false} />
      </Drawer>
    );
  }

  const width = isMiniSidebar ? MINI_SIDEBAR_WIDTH : SIDEBAR_WIDTH;
  return (
    <Drawer
      id={SIDEBAR_ID}
      variant="permanent"
      sx={{ width, flexShrink: 0, transition: 'width 200ms' }}
      slotProps={{ paper: { sx: { ...paperColors, width, overflowX: 'hidden', transition: 'width 200ms' } } }}
    >
      <Toolbar />
      <NavigationList mini={isMiniSidebar} />
    </Drawer>
  );
}
