// The organisation's splash and login branding every visitor's pages read (no sign-in needed).
import { PUBLIC_CONFIGURATION_NAMES, type ConfigurationItem } from '@app/shared/contract';
import type { TenantTransaction } from '../db/tenant-scope.ts';

const order = (name: string) => PUBLIC_CONFIGURATION_NAMES.indexOf(name as (typeof PUBLIC_CONFIGURATION_NAMES)[number]);

/** The public items the organisation holds, in the order of PUBLIC_CONFIGURATION_NAMES. */
export async function readPublicConfiguration(trx: TenantTransaction, tenantId: string): Promise<ConfigurationItem[]> {
  const items = await trx
    .selectFrom('configuration_items')
    .select(['name', 'value'])
    .where('tenant_id', '=', tenantId)
    .where('name', 'in', [...PUBLIC_CONFIGURATION_NAMES])
    .execute();
  return items.sort((a, b) => order(a.name) - order(b.name));
}
