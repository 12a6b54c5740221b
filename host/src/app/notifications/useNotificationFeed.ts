// The bell's data: the unread count and the unread notifications (common.updatedNotifications, spec
// section 3), loaded once and then kept current by the live stream, which also announces each new
// notification in a toast. Everything stops, and the list empties, when the workspace unmounts
// (sign-out).
import { apiGet, commonGroup, enqueueToast, store, useAppDispatch } from '@app/shared';
import { NOTIFICATION_PATHS, type Notification, type NotificationList, type NotificationStreamEvents } from '@app/shared/contract';
import { useCallback, useEffect, useState } from 'react';
import type { StreamEvent } from './eventStreamParser';
import { canStream, runNotificationStream } from './notificationStream';

/** How many unread notifications the store keeps; the count is the server's, whatever the length. */
export const KEPT_UNREAD = 50;

export interface NotificationFeed {
  /** Unread notifications; null until the first answer. */
  unreadCount: number | null;
  /** After a change made here (read one, read all): the server's new count. */
  setUnreadCount(count: number): void;
  /** Loads the unread list again (after a change). */
  reload(): Promise<void>;
}

const unreadKept = () => store.getState().common.updatedNotifications;

export function useNotificationFeed(): NotificationFeed {
  const dispatch = useAppDispatch();
  const [unreadCount, setUnreadCount] = useState<number | null>(null);

  const reload = useCallback(async () => {
    try {
      const { data } = await apiGet<NotificationList>(`${NOTIFICATION_PATHS.notifications}?unread=true&page_size=${KEPT_UNREAD}`);
      dispatch(commonGroup.actions.update({ updatedNotifications: data.results }));
      setUnreadCount(data.unread_count);
    } catch {
      // The bell stays as it was; the panel, when opened, shows the error and a retry.
    }
  }, [dispatch]);

  useEffect(() => {
    void reload();
    const stop = new AbortController();
    const onEvent = ({ event, data }: StreamEvent) => {
      if (event === 'notification') {
        const { notification, unread_count } = JSON.parse(data) as NotificationStreamEvents['notification'];
        const kept = unreadKept().filter((item) => item.id !== notification.id);
        dispatch(commonGroup.actions.update({ updatedNotifications: [notification, ...kept].slice(0, KEPT_UNREAD) }));
        setUnreadCount(unread_count);
        enqueueToast(notification.title, { variant: 'info' });
      } else if (event === 'unread_count') {
        const { unread_count } = JSON.parse(data) as NotificationStreamEvents['unread_count'];
        setUnreadCount(unread_count);
        // Read elsewhere (another tab), or missed while disconnected: the list catches up.
        if (Math.min(unread_count, KEPT_UNREAD) !== unreadKept().length) void reload();
      }
    };
    if (canStream()) void runNotificationStream({ onEvent }, stop.signal);
    return () => {
      stop.abort();
      dispatch(commonGroup.actions.update({ updatedNotifications: [] as Notification[] }));
    };
  }, [dispatch, reload]);

  return { unreadCount, setUnreadCount, reload };
}
