// Who a project (or a question) can be assigned to: the organisation's active staff who may work on
// projects, and the active users of the project's client.
import { sql } from 'kysely';
import type { EntityMember } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

export async function assignablePeople(trx: TenantTransaction, tenantId: string, entityId: string | null): Promise<EntityMember[]> {
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('role_groups as r', (join) => join.onRef('r.id', '=', 'u.role_group_id').onRef('r.tenant_id', '=', 'u.tenant_id'))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.kind'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb.and([eb('u.kind', '=', 'staff'), sql<boolean>`'view_project' = ANY (SELECT lower(p) FROM unnest(r.permissions) AS p)`]),
        ...(entityId ? [eb('u.entity_id', '=', entityId)] : []),
      ]),
    )
    .orderBy('u.kind', 'desc')
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    full_name: `${row.first_name} ${row.last_name}`.trim() || row.email,
    email: row.email,
    kind: row.kind,
  }));
}

/** The ids without duplicates; a 400 on `field` when one of them cannot be assigned to the client's project. */
export async function checkAssignable(
  trx: TenantTransaction,
  tenantId: string,
  entityId: string,
  userIds: readonly string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return unique;
  const allowed = new Set((await assignablePeople(trx, tenantId, entityId)).map((person) => person.id));
  if (unique.some((id) => !allowed.has(id))) {
    const message = 'Choose people from the list: staff who work on projects or users of this client.';
    throw new ApiError(400, 'invalid', message, { [field]: [message] });
  }
  return unique;
}
