// Reading and marking a person's own notifications: every query is bound to the tenant and the
// recipient, so another person's notification is as absent as one that never existed.
import type { Notification } from '@app/shared/contract';
import type { Selectable } from 'kysely';
import { shapedQuery, type Param } from '../db/query-shapes.ts';
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

/** The values of the list's queries; `unreadOnly` is the one thing that changes their form. */
interface ListValues {
  tenantId: string;
  userId: string;
  limit?: number;
  offset?: number;
}

const recipientParams = (param: Param<ListValues>): Recipient => ({ tenantId: param('tenantId'), userId: param('userId') });
const listed = (trx: TenantTransaction, unreadOnly: boolean, param: Param<ListValues>) =>
  unreadOnly ? ownNotifications(trx, recipientParams(param)).where('read_at', 'is', null) : ownNotifications(trx, recipientParams(param));

// Built and compiled once per form, not on every request (they are the notification list's).
const countListed = shapedQuery((trx: TenantTransaction, unreadOnly: boolean, param: Param<ListValues>) =>
  listed(trx, unreadOnly, param).select((eb) => eb.fn.countAll<number>().as('count')),
);
const pageListed = shapedQuery((trx: TenantTransaction, unreadOnly: boolean, param: Param<ListValues>) =>
  listed(trx, unreadOnly, param).select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(param('limit')).offset(param('offset')),
);

export async function unreadCount(trx: TenantTransaction, recipient: Recipient): Promise<number> {
  const { count } = await countListed.first(trx, true, recipient);
  return Number(count);
}

export async function listNotifications(
  trx: TenantTransaction,
  recipient: Recipient,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ count: number; results: Notification[] }> {
  const values = { ...recipient, limit, offset };
  const { count } = await countListed.first(trx, unreadOnly, values);
  const rows = await pageListed.execute(trx, unreadOnly, values);
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
