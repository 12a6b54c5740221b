// The signal that something changed in a person's notifications, carried by PostgreSQL NOTIFY on one
// channel. NOTIFY issued in a transaction is delivered only when it commits, so a listener never
// hears of a notification that was rolled back, nor before it can be read.
import { sql } from 'kysely';
import type { TenantTransaction } from '../db/tenant-scope.ts';

export const NOTIFICATION_CHANNEL = 'notification_center';

export interface NotificationSignal {
  tenantId: string;
  userId: string;
  /** The new notification; null when only read states changed. */
  notificationId: string | null;
}

/** Queues the signals in the caller's transaction (ids only: NOTIFY payloads are limited to 8000 bytes). */
export async function signalNotifications(trx: TenantTransaction, signals: readonly NotificationSignal[]): Promise<void> {
  if (signals.length === 0) return;
  const payloads = signals.map(({ tenantId, userId, notificationId }) => JSON.stringify({ t: tenantId, u: userId, n: notificationId }));
  await sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, payload) FROM unnest(${payloads}::text[]) AS payload`.execute(trx);
}

/** The signal in a payload; null for one this version cannot read. */
export function parseSignal(payload: string): NotificationSignal | null {
  try {
    const { t, u, n } = JSON.parse(payload) as { t?: unknown; u?: unknown; n?: unknown };
    if (typeof t !== 'string' || typeof u !== 'string') return null;
    return { tenantId: t, userId: u, notificationId: typeof n === 'string' ? n : null };
  } catch {
    return null;
  }
}
