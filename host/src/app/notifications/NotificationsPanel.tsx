// The bell's panel, loaded when the bell is first opened: the latest notifications, read or not,
// each opening its page and marked read on the way; "Mark all as read"; empty, loading and error states.
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, apiPatch, apiPost, commonGroup, enqueueToast, store, useAppDispatch } from '@app/shared';
import { NOTIFICATION_PATHS, type Notification, type NotificationChange, type NotificationList, type NotificationsRead } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { LoadFailed, useApiData, visuallyHidden } from '@app/shared/page-parts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationTime } from './notificationTime';

const PAGE_SIZE = 20;

export interface NotificationsPanelProps {
  /** The person's unread count (the bell's number); the list reloads when it changes. */
  unreadCount: number | null;
  onUnreadCountChange(count: number): void;
  onClose(): void;
  headingId: string;
}

export default function NotificationsPanel({ unreadCount, onUnreadCountChange, onClose, headingId }: NotificationsPanelProps) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState(PAGE_SIZE);
  const [markingAll, setMarkingAll] = useState(false);
  const { data, loading, error, retry, refresh } = useApiData<NotificationList>(`${NOTIFICATION_PATHS.notifications}?page_size=${shown}`, {
    keepPrevious: true,
  });

  // A notification that arrives live, or one read in another tab, shows here too.
  useEffect(() => {
    if (unreadCount !== null) void refresh({ quiet: true });
  }, [unreadCount, refresh]);

  const forgetUnread = (ids: string[] | 'all') => {
    const kept = store.getState().common.updatedNotifications;
    dispatch(commonGroup.actions.update({ updatedNotifications: ids === 'all' ? [] : kept.filter((item) => !ids.includes(item.id)) }));
  };

  async function open(notification: Notification) {
    if (notification.link) {
      onClose();
      navigate(notification.link);
    }
    if (notification.is_read) return;
    try {
      const { data: change } = await apiPatch<NotificationChange>(NOTIFICATION_PATHS.notification(notification.id), { is_read: true });
      forgetUnread([notification.id]);
      onUnreadCountChange(change.unread_count);
      if (!notification.link) await refresh({ quiet: true });
    } catch (caught) {
      enqueueToast(apiErrorMessage(caught), { variant: 'error' });
    }
  }

  async function markAllRead() {
    setMarkingAll(true);
    try {
      const { data: read, message } = await apiPost<NotificationsRead>(NOTIFICATION_PATHS.readAll);
      forgetUnread('all');
      onUnreadCountChange(read.unread_count);
      await refresh({ quiet: true });
      enqueueToast(message, { variant: 'success' });
    } catch (caught) {
      enqueueToast(apiErrorMessage(caught), { variant: 'error' });
    } finally {
      setMarkingAll(false);
    }
  }

  const results = data?.results ?? [];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          Notifications
        </Typography>
        <Button size="small" startIcon={<DoneAllIcon />} disabled={!unreadCount || markingAll} onClick={() => void markAllRead()}>
          Mark all as read
        </Button>
      </Box>
      <Box sx={{ maxHeight: { xs: '60dvh', sm: 440 }, overflowY: 'auto' }}>
        {loading && !data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={28} aria-label="Loading notifications" />
          </Box>
        ) : error && !data ? (
          <Box sx={{ p: 2 }}>
            <LoadFailed message={error} onRetry={retry} />
          </Box>
        ) : results.length === 0 ? (
          <Box sx={{ textAlign: 'center', px: 3, py: 4 }}>
            <NotificationsNoneIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>You&apos;re all caught up</Typography>
            <Typography variant="body2" color="text.secondary">
              Assignments to projects and questions, and completed projects, show here.
            </Typography>
          </Box>
        ) : (
          <List disablePadding aria-labelledby={headingId}>
            {results.map((notification) => (
              <li key={notification.id}>
                <ListItemButton
                  onClick={() => void open(notification)}
                  sx={{
                    alignItems: 'flex-start',
                    gap: 1.5,
                    py: 1.5,
                    borderBottom: 1,
                    borderColor: 'divider',
                    bgcolor: notification.is_read ? undefined : 'action.hover',
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{ width: 8, height: 8, mt: 0.875, flexShrink: 0, borderRadius: '50%', bgcolor: notification.is_read ? 'transparent' : 'primary.main' }}
                  />
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    {!notification.is_read && <span style={visuallyHidden}>Unread: </span>}
                    <Typography variant="body2" sx={{ fontWeight: notification.is_read ? 400 : 600, overflowWrap: 'anywhere' }}>
                      {notification.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {notification.body}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="time"
                      dateTime={notification.created_at}
                      title={formatDateTime(notification.created_at)}
                    >
                      {notificationTime(notification.created_at)}
                    </Typography>
                  </Box>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
        {data?.next && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <Button size="small" disabled={loading} onClick={() => setShown((count) => count + PAGE_SIZE)}>
              Show more
            </Button>
          </Box>
        )}
      </Box>
    </>
  );
}
