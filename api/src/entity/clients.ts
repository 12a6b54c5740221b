// The organisation's clients as staff manage them: the list with status and number of users (searched,
// ordered, paged), one client, and its activation: while inactive, its users' sessions end and they
// cannot sign in. A change is audited in its transaction.
import { sql } from 'kysely';
import type { z } from 'zod';
import { ENTITY_DEFAULT_ORDERING, type ENTITY_ORDERING_FIELDS, type entityListQuerySchema, type EntityListItem } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { accessChanged } from '../auth/live-access.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { containsPattern } from '../http/contains-pattern.ts';
import { notFound } from '../http/error-handler.ts';
import { orderBySql, type ListOrdering } from '../http/ordering.ts';
import { pageOffset } from '../http/paging.ts';

/** The client's people, anonymised (deleted) accounts left out as in the users list. */
const usersCount = sql<number>`(
  SELECT count(*) FROM users u
  WHERE u.tenant_id = e.tenant_id AND u.entity_id = e.id AND u.email <> 'deleted-' || u.id || '@invalid')`;

function clients(trx: TenantTransaction, tenantId: string) {
  return trx.selectFrom('entities as e').where('e.tenant_id', '=', tenantId);
}

const CLIENT_ORDERING: ListOrdering<(typeof ENTITY_ORDERING_FIELDS)[number]> = {
  columns: { name: sql`lower(e.name)`, status: sql`e.status`, users_count: usersCount, created_at: sql`e.created_at` },
  defaultOrdering: ENTITY_DEFAULT_ORDERING,
  tieBreaker: sql`e.id`,
};

async function loadClients(query: ReturnType<typeof clients>, ordering?: string): Promise<EntityListItem[]> {
  const rows = await query
    .select(['e.id', 'e.name', 'e.status', 'e.created_at', usersCount.as('users_count')])
    .orderBy(orderBySql(ordering, CLIENT_ORDERING))
    .execute();
  return rows.map((row) => ({ ...row, users_count: Number(row.users_count), created_at: row.created_at.toISOString() }));
}

export async function clientById(trx: TenantTransaction, tenantId: string, id: string): Promise<EntityListItem> {
  const [client] = await loadClients(clients(trx, tenantId).where('e.id', '=', id));
  if (!client) throw notFound();
  return client;
}

/** One page of the clients that match, in the order asked for, and how many match in all. */
export async function listClients(
  trx: TenantTransaction,
  tenantId: string,
  query: z.output<typeof entityListQuerySchema>,
): Promise<{ count: number; results: EntityListItem[] }> {
  const filtered = clients(trx, tenantId)
    .$if(!!query.search, (q) => q.where('e.name', 'ilike', containsPattern(query.search!)))
    .$if(!!query.status, (q) => q.where('e.status', '=', query.status!));
  const { count } = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return { count: Number(count), results: await loadClients(filtered.limit(query.page_size).offset(pageOffset(query)), query.ordering) };
}

/** Activates or deactivates a client (nothing happens when it has that status already); answers it as now stored. */
export async function setClientStatus(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  clientId: string,
  status: EntityListItem['status'],
): Promise<EntityListItem> {
  const before = await clientById(trx, principal.tenantId, clientId);
  if (before.status === status) return before;
  await trx.updateTable('entities').set({ status }).where('tenant_id', '=', principal.tenantId).where('id', '=', before.id).execute();
  // Its users' sessions end (or may go on) from their next request.
  accessChanged('everyone');
  if (status === 'inactive') {
    // Their refresh tokens stop working at once; sign-in refuses them while the client is inactive.
    await trx
      .updateTable('refresh_sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('tenant_id', '=', principal.tenantId)
      .where('revoked_at', 'is', null)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('tenant_id', '=', principal.tenantId).where('entity_id', '=', before.id))
      .execute();
  }
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId: before.id,
    category: 'entity',
    action: status === 'active' ? 'activate' : 'deactivate',
    targetType: 'entity',
    targetId: before.id,
    before: { status: before.status },
    after: { status },
    ...origin,
  });
  return clientById(trx, principal.tenantId, before.id);
}
