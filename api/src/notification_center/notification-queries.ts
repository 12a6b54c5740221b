// Reading and marking a person's own notifications: every query is bound to the tenant and the
// recipient, so another person's notification is as absent as one that never existed.
import type { Notification } from '@app/shared/contract';
import type { Selectable } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import type { NotificationsTable } from '../db/schema.ts';

export interface Recipient {
  tenantId: string;
  userId: string;
}

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'read_at', 'created_at'] as const;
type NotificationRow = Pick<Selectable<NotificationsTable>, (typeof COLUMNS)[number]>;

export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.read_at !== null,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export const ownNotifications = (trx: TenantTransaction, { tenantId, userId }: Recipient) =>
  trx.selectFrom('notifications').where('tenant_id', '=', tenantId).where('recipient_id', '=', userId);

export async function unreadCount(trx: TenantTransaction, recipient: Recipient): Promise<number> {
  const { count } = await ownNotifications(trx, recipient)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listNotifications(
  trx: TenantTransaction,
  recipient: Recipient,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ count: number; results: Notification[] }> {
  const scope = unreadOnly ? ownNotifications(trx, recipient).where('read_at', 'is', null) : ownNotifications(trx, recipient);
  const { count } = await scope.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await scope.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { count: Number(count), results: rows.map(notificationView) };
}

export async function findNotification(trx: TenantTransaction, recipient: Recipient, id: string): Promise<Notification | undefined> {
  const row = await ownNotifications(trx, recipient).select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && notificationView(row);
}

/** Marks one read or unread; undefined when it is not this person's. Reading twice keeps the first time. */
export async function markNotification(
  trx: TenantTransaction,
  { tenantId, userId }: Recipient,
  id: string,
  isRead: boolean,
): Promise<Notification | undefined> {
  const row = await trx
    .updateTable('notifications')
    .set((eb) => ({ read_at: isRead ? eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) : null }))
    .where('tenant_id', '=', tenantId)
    .where('recipient_id', '=', userId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && notificationView(row);
}

/** Marks every unread one read; answers how many changed. */
export async function markAllRead(trx: TenantTransaction, { tenantId, userId }: Recipient): Promise<number> {
  const result = await trx
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn<Date>('now', []) }))
    .where('tenant_id', '=', tenantId)
    .where('recipient_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
