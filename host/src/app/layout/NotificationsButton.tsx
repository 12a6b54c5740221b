import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@app/shared';
import { useId, useState } from 'react';

/** The bell: the count of updated notifications (common group) and a panel that tells it. */
export function NotificationsButton() {
  const unread = useAppSelector((state) => state.common.updatedNotifications.length);
  const panelId = useId();
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
          <Badge badgeContent={unread} color="error">
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
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { p: 2, width: 300 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Notifications
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {unread === 0 ? 'You have no new notifications.' : `You have ${unread} new notifications.`}
        </Typography>
      </Popover>
    </>
  );
}
