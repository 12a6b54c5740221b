// Writes notifications in the caller's transaction and signals them to the open streams once it commits.
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { signalNotifications } from './notification-signals.ts';

export interface NewNotification {
  tenantId: string;
  /** Every recipient gets their own copy; duplicates and the person who caused it are left out. */
  recipientIds: readonly string[];
  /** Who caused it: never notified of their own action. */
  actorUserId?: string | null;
  kind: string;
  title: string;
  body: string;
  /** A front-end path, e.g. /project/project-details/{id}. */
  link?: string | null;
}

/** Notifies each recipient once; answers how many notifications were written. */
export async function notify(trx: TenantTransaction, notification: NewNotification): Promise<number> {
  const recipients = [...new Set(notification.recipientIds)].filter((id) => id !== notification.actorUserId);
  if (recipients.length === 0) return 0;
  const rows = await trx
    .insertInto('notifications')
    .values(
      recipients.map((recipientId) => ({
        tenant_id: notification.tenantId,
        recipient_id: recipientId,
        kind: notification.kind,
        title: notification.title,
        body: notification.body,
        link: notification.link ?? null,
      })),
    )
    .returning(['id', 'recipient_id'])
    .execute();
  await signalNotifications(
    trx,
    rows.map((row) => ({ tenantId: notification.tenantId, userId: row.recipient_id, notificationId: row.id })),
  );
  return recipients.length;
}
