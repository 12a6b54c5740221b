// /api/v1/notification_center: each signed-in person's own notifications, and their live stream.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotificationHub } from './notification-hub.ts';
import { notificationRoutes } from './notification-routes.ts';
import { notificationStreamRoute } from './notification-stream.ts';

export const notificationCenterPlugin: FastifyPluginAsyncZod = async (app) => {
  const hub = new NotificationHub(app.db, app.log.child({ component: 'notifications' }));
  const openStreams = new Set<() => void>();
  // Open streams never end by themselves: they end before the server closes, or closing would wait on them.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', () => hub.close());
  await app.register(notificationRoutes);
  await app.register(notificationStreamRoute, { hub, openStreams });
};
