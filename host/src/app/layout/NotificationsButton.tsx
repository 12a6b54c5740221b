import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { lazy, Suspense, useId, useState } from 'react';
import { useNotificationFeed } from '../notifications/useNotificationFeed';

// Loaded when the bell is first opened: the topbar carries only the count and the live stream.
const NotificationsPanel = lazy(() => import('../notifications/NotificationsPanel'));

/** The bell: the unread count, kept live, and the panel of recent notifications. */
export function NotificationsButton() {
  const { unreadCount, setUnreadCount } = useNotificationFeed();
  const unread = unreadCount ?? 0;
  const panelId = useId();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        // The badge's number is visible text, so the name must contain it (WCAG label-in-name).
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {unread > 0 ? (
          <Badge badgeContent={unread} max={99} color="error">
            <NotificationsNoneIcon />
          </Badge>
        ) : (
          <NotificationsNoneIcon />
        )}
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: { xs: 'calc(100vw - 32px)', sm: 400 }, maxWidth: 400 } },
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress size={28} aria-label="Loading notifications" />
            </Box>
          }
        >
          <NotificationsPanel unreadCount={unreadCount} onUnreadCountChange={setUnreadCount} onClose={() => setAnchor(null)} headingId={headingId} />
        </Suspense>
      </Popover>
    </>
  );
}
