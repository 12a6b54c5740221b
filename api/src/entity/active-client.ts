// A client chosen in a form (a project's, a subscription's) must be one of the organisation's active
// clients; anything else is the same field message, whether it is unknown, another tenant's or inactive.
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { ApiError } from '../http/api-error.ts';

const CHOOSE_A_CLIENT = 'Choose a client from the list.';

/** The active client `entityId` of the tenant, or a 400 on `entity_id`. */
export async function activeClientOrRefuse(trx: TenantTransaction, tenantId: string, entityId: string): Promise<{ id: string; name: string }> {
  const entity = await trx
    .selectFrom('entities')
    .select(['id', 'name'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entityId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!entity) throw new ApiError(400, 'invalid', CHOOSE_A_CLIENT, { entity_id: [CHOOSE_A_CLIENT] });
  return entity;
}
