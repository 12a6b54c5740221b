// A client user's own client: its name, country and state, read and changed (audited).
import type { EntityDetail } from '@app/shared/contract';
import type { ChangeActor } from '../access/principal.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { findCountry, statesOf } from '../base/countries.ts';
import type { TenantTransaction } from '../db/tenant-scope.ts';
import { notFound } from '../http/error-handler.ts';

export async function readEntity(trx: TenantTransaction, tenantId: string, entityId: string): Promise<EntityDetail> {
  const row = await trx
    .selectFrom('entities')
    .select(['id', 'name', 'country', 'state'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', entityId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const country = row.country ? findCountry(row.country) : undefined;
  const state = country && row.state ? statesOf(country.id).find((item) => item.id === row.state) : undefined;
  return {
    id: row.id,
    name: row.name,
    country_id: country?.id ?? '',
    state_id: state?.id ?? null,
    country_name: country?.name ?? '',
    state_name: state?.name ?? null,
  };
}

export async function changeClientDetails(
  trx: TenantTransaction,
  { principal, origin }: ChangeActor,
  entityId: string,
  details: { name: string; country: string; state: string | null },
): Promise<EntityDetail> {
  const { name, country, state } = details;
  const before = await readEntity(trx, principal.tenantId, entityId);
  await trx.updateTable('entities').set({ name, country, state }).where('tenant_id', '=', principal.tenantId).where('id', '=', entityId).execute();
  await writeAudit(trx, {
    tenantId: principal.tenantId,
    actorUserId: principal.userId,
    entityId,
    category: 'entity',
    action: 'update',
    targetType: 'entity',
    targetId: entityId,
    before: { name: before.name, country: before.country_id, state: before.state_id },
    after: { name, country, state },
    ...origin,
  });
  return readEntity(trx, principal.tenantId, entityId);
}
