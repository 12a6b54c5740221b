// The organisation's role groups as the forms offer them: by name, with their permissions.
import type { TenantTransaction } from '../db/tenant-scope.ts';

export function roleGroupsByName(trx: TenantTransaction, tenantId: string) {
  return trx.selectFrom('role_groups').select(['id', 'name', 'permissions']).where('tenant_id', '=', tenantId).orderBy('name').orderBy('id').execute();
}
