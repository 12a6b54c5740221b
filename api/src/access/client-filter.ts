// A client chosen as a filter (a dashboard's, the audit log's): it must be a client of the person's
// organisation, and a client user may choose only its own; anything else answers 404, as a client
// the person cannot see would.
import type { Principal } from '../auth/access-tokens.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';
import { clientScope } from './principal.ts';

export async function checkClientFilter(trx: TenantTransaction, principal: Principal, entityId: string | undefined): Promise<void> {
  if (!entityId) return;
  const own = clientScope(principal);
  if (own !== null && own !== entityId) throw notFound();
  const entity = await trx.selectFrom('entities').select('id').where('tenant_id', '=', principal.tenantId).where('id', '=', entityId).executeTakeFirst();
  if (!entity) throw notFound();
}
