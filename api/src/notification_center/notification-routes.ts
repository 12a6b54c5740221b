// The signed-in person's notifications: the list (newest first, with the unread count the bell shows),
// marking one read or unread, and marking all read. Each change is signalled so that the person's other
// open tabs update their count.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationChangeSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationsReadSchema,
  notificationUpdateSchema,
} from '@app/shared/contract';
import { withTenant } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';
import { envelope, errorResponses } from '../http/schemas.ts';
import { pageLinks, pageOffset } from '../http/paging.ts';
import { listNotifications, markAllRead, markNotification, unreadCount, type Recipient } from './notification-queries.ts';
import { signalNotifications } from './notification-signals.ts';

const notificationParams = z.object({ id: z.string().uuid() });
const NOT_FOUND = 'This notification does not exist.';

const recipientOf = ({ principal }: { principal: { tenantId: string; userId: string } }): Recipient => ({
  tenantId: principal.tenantId,
  userId: principal.userId,
});

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notification_center'],
        summary: "The signed-in person's notifications, newest first, with their unread count",
        description: '`unread=true` lists only the unread ones. `unread_count` is the number of unread notifications whatever the filter.',
        querystring: notificationListQuerySchema,
        response: { 200: envelope(notificationListSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
      const recipient = recipientOf(request);
      const data = await withTenant(app.db, recipient.tenantId, async (trx) => {
        const page = await listNotifications(trx, recipient, { unreadOnly: query.unread === 'true', limit: query.page_size, offset: pageOffset(query) });
        return { ...page, ...pageLinks(request, page.count, query), unread_count: await unreadCount(trx, recipient) };
      });
      return { message: 'Notifications loaded.', data };
    },
  );

  app.patch(
    '/notification/:id/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notification_center'],
        summary: 'Marks one of your notifications read (the default) or unread',
        params: notificationParams,
        body: notificationUpdateSchema.optional(),
        response: { 200: envelope(notificationChangeSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const recipient = recipientOf(request);
      const isRead = request.body?.is_read ?? true;
      const data = await withTenant(app.db, recipient.tenantId, async (trx) => {
        const notification = await markNotification(trx, recipient, request.params.id, isRead);
        if (!notification) throw new ApiError(404, 'not_found', NOT_FOUND);
        await signalNotifications(trx, [{ ...recipient, notificationId: null }]);
        return { notification, unread_count: await unreadCount(trx, recipient) };
      });
      return { message: isRead ? 'Notification marked as read.' : 'Notification marked as unread.', data };
    },
  );

  app.post(
    '/notifications/read-all/',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notification_center'],
        summary: 'Marks all your notifications read',
        response: { 200: envelope(notificationsReadSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const recipient = recipientOf(request);
      const data = await withTenant(app.db, recipient.tenantId, async (trx) => {
        const updated = await markAllRead(trx, recipient);
        if (updated > 0) await signalNotifications(trx, [{ ...recipient, notificationId: null }]);
        return { updated, unread_count: await unreadCount(trx, recipient) };
      });
      return { message: 'All notifications marked as read.', data };
    },
  );
};
