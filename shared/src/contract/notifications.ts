import { z } from 'zod';
import { paginationQuerySchema } from './envelope';

// The notification centre: each person's own notifications (assignments, completed projects), read
// in the topbar's bell and pushed live over server-sent events.

export const notificationSchema = z.object({
  id: z.string(),
  /** What happened, for code (project_assigned, question_assigned, project_completed...). */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A front-end path to open when the notification is chosen; null when there is none. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET notifications/: newest first; `unread=true` lists only the unread ones. */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  unread: z.enum(['true', 'false'], { message: 'unread must be true or false.' }).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** A page of notifications, with the person's unread count (the bell's number) beside it. */
export const notificationListSchema = z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(notificationSchema),
  unread_count: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** PATCH notification/{id}/: read (the default) or unread again. */
export const notificationUpdateSchema = z.object({ is_read: z.boolean().default(true) });
export type NotificationUpdate = z.input<typeof notificationUpdateSchema>;

export const notificationChangeSchema = z.object({ notification: notificationSchema, unread_count: z.number() });
export type NotificationChange = z.infer<typeof notificationChangeSchema>;

export const notificationsReadSchema = z.object({ updated: z.number(), unread_count: z.number() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

/**
 * The events of GET stream/ (text/event-stream): `notification` a new one with the unread count,
 * `unread_count` after a change made elsewhere (another tab marked some read). Comments (`: ...`)
 * are heartbeats.
 */
export const NOTIFICATION_STREAM_EVENTS = ['notification', 'unread_count'] as const;
export interface NotificationStreamEvents {
  notification: { notification: Notification; unread_count: number };
  unread_count: { unread_count: number };
}
