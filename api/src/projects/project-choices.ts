// What the project forms offer: the active clients a project can be for, and the people it can be
// assigned to (a client's people only when the client exists in the organisation).
import type { EntityMember, NamedRef } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { assignablePeople } from './assignable-people.ts';

/** The organisation's active clients by name; only `onlyId` when given (a client user's own). */
export function activeClients(trx: TenantTransaction, tenantId: string, onlyId: string | null): Promise<NamedRef[]> {
  return trx
    .selectFrom('entities')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'active')
    .$if(onlyId !== null, (query) => query.where('id', '=', onlyId!))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** Staff who work on projects, and the users of `entityId` when given; an unknown client answers 404. */
export async function peopleToAssign(trx: TenantTransaction, tenantId: string, entityId: string | null): Promise<EntityMember[]> {
  if (entityId) {
    const entity = await trx.selectFrom('entities').select('id').where('tenant_id', '=', tenantId).where('id', '=', entityId).executeTakeFirst();
    if (!entity) throw notFound();
  }
  return assignablePeople(trx, tenantId, entityId);
}
