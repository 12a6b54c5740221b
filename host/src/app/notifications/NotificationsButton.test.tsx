import { saveSession, store } from '@app/shared';
import type { Notification } from '@app/shared/contract';
import type { RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, shellApi } from '../testing/renderApp';
import type { StreamEvent } from './eventStreamParser';
import { notificationTime } from './notificationTime';

// The live stream, driven by the test: what the server would send over the event stream.
const stream: { onEvent?: (event: StreamEvent) => void; signal?: AbortSignal } = {};
jest.mock('./notificationStream', () => ({
  canStream: () => true,
  runNotificationStream: (handlers: { onEvent(event: StreamEvent): void }, signal: AbortSignal) => {
    stream.onEvent = handlers.onEvent;
    stream.signal = signal;
    return new Promise<void>(() => undefined);
  },
}));

const ok = (data: unknown, message = 'OK') => ({ status: 200, body: { message, data } });
const LIST = '/api/v1/notification_center/notifications/';

function aNotification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'project_assigned',
    title: `You were assigned to Project ${id}`,
    body: `You are now one of the people working on the project Project ${id}.`,
    link: `/project/project-details/${id}`,
    is_read: false,
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** The notification centre's API over `notifications`, which the calls change as the server would. */
function notificationApi(notifications: Notification[], extra?: (call: RecordedCall) => ReturnType<ReturnType<typeof shellApi>> | undefined) {
  const page = (unreadOnly: boolean) => {
    const results = notifications.filter((item) => !unreadOnly || !item.is_read);
    const unread = notifications.filter((item) => !item.is_read).length;
    return ok({ count: results.length, next: null, previous: null, results, unread_count: unread });
  };
  return shellApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.startsWith(LIST) && call.method === 'GET') return page(call.url.includes('unread=true'));
    const single = /notification\/([^/]+)\/$/.exec(call.url);
    if (single && call.method === 'PATCH') {
      const notification = notifications.find((item) => item.id === single[1])!;
      Object.assign(notification, { is_read: true, read_at: new Date().toISOString() });
      return ok({ notification, unread_count: notifications.filter((item) => !item.is_read).length }, 'Notification marked as read.');
    }
    if (call.url === `${LIST}read-all/` && call.method === 'POST') {
      for (const item of notifications) Object.assign(item, { is_read: true });
      return ok({ updated: 2, unread_count: 0 }, 'All notifications marked as read.');
    }
    return undefined;
  });
}

beforeEach(() => saveSession(aLoginResponse(['view_project'])));

test('the bell counts the unread notifications; choosing one opens its page and the count falls', async () => {
  const notifications = [aNotification('p2'), aNotification('p1'), aNotification('p0', { is_read: true, read_at: new Date().toISOString() })];
  const { calls } = renderAppAt('/settings', notificationApi(notifications));
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
  expect(store.getState().common.updatedNotifications.map((item) => item.id)).toEqual(['p2', 'p1']);

  await userEvent.click(bell);
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  const items = await within(panel).findAllByRole('button', { name: /You were assigned/ });
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Unread: You were assigned to Project p2'),
    expect.stringContaining('Unread: You were assigned to Project p1'),
    expect.not.stringContaining('Unread'),
  ]);
  expect(within(items[0]!).getByText('5 minutes ago')).toBeInTheDocument();

  await userEvent.click(items[1]!);
  await waitFor(() => expect(window.location.pathname).toBe('/project/project-details/p1'));
  expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PATCH' && call.url === '/api/v1/notification_center/notification/p1/')).toBe(true);
  expect(store.getState().common.updatedNotifications.map((item) => item.id)).toEqual(['p2']);
});

test('a notification that arrives live raises the count, joins the unread ones and shows a toast', async () => {
  renderAppAt('/settings', notificationApi([aNotification('p1')]));
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await waitFor(() => expect(stream.onEvent).toBeDefined());
  const arrived = aNotification('p9', { title: 'You were assigned to Vendor review', created_at: new Date().toISOString() });
  act(() => stream.onEvent!({ event: 'notification', data: JSON.stringify({ notification: arrived, unread_count: 2 }) }));
  expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  expect(await screen.findByText('You were assigned to Vendor review')).toBeInTheDocument();
  expect(store.getState().common.updatedNotifications.map((item) => item.id)).toEqual(['p9', 'p1']);
});

test('mark all as read empties the count; with nothing left the panel says so', async () => {
  const { calls } = renderAppAt('/settings', notificationApi([aNotification('p1'), aNotification('p2')]));
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findAllByRole('button', { name: /You were assigned/ });
  await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
  // The open panel hides the page from assistive technology, the bell included.
  expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  expect(calls.filter((call) => call.method === 'POST' && call.url.endsWith('read-all/'))).toHaveLength(1);
  expect(store.getState().common.updatedNotifications).toEqual([]);
});

test('an empty list is all caught up; a failed one offers a retry', async () => {
  let fail = true;
  renderAppAt(
    '/settings',
    notificationApi([], (call) =>
      fail && call.url.startsWith(LIST) && !call.url.includes('unread=true')
        ? { status: 500, body: { message: 'The server is busy.', code: 'server_error' } }
        : undefined,
    ),
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  expect(await within(panel).findByText('The server is busy.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
  expect(await within(panel).findByText("You're all caught up")).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('signing out stops the stream and forgets the notifications', async () => {
  renderAppAt('/settings', notificationApi([aNotification('p1')]));
  await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  await waitFor(() => expect(stream.signal).toBeDefined());
  const signal = stream.signal!;
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
  await waitFor(() => expect(window.location.pathname).toBe('/accounts/login'));
  expect(signal.aborted).toBe(true);
  expect(store.getState().common.updatedNotifications).toEqual([]);
});

test('times within a day are relative, older ones in the spec format', () => {
  const now = new Date(2025, 2, 7, 14, 5).getTime();
  expect(notificationTime(new Date(now - 20_000).toISOString(), now)).toBe('Just now');
  expect(notificationTime(new Date(now - 60_000).toISOString(), now)).toBe('1 minute ago');
  expect(notificationTime(new Date(now - 3 * 3_600_000).toISOString(), now)).toBe('3 hours ago');
  expect(notificationTime(new Date(2025, 2, 5, 9, 30).toISOString(), now)).toBe('03/05/2025 09:30 AM');
});
