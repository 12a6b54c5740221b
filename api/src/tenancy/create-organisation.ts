// What the operator's `npm run org:create` does: a new organisation and an invitation for its first
// administrator, in one transaction.
import type { Kysely } from 'kysely';
import { insertInvitation } from '../accounts/invitations.ts';
import type { Database, Tenant } from '../db/schema.ts';
import { insertTenant, type NewTenant } from './create-tenant.ts';
import { DEFAULT_TENANT_SLUG } from './tenant-from-host.ts';

const ADMINISTRATOR = 'Administrator';

export async function createOrganisation(
  db: Kysely<Database>,
  input: NewTenant & { adminEmail: string },
): Promise<{ tenant: Tenant; invitationToken: string }> {
  return db.transaction().execute(async (trx) => {
    const tenant = await insertTenant(trx, input);
    const role = await trx
      .selectFrom('role_groups')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('name', '=', ADMINISTRATOR)
      .executeTakeFirstOrThrow();
    const invitationToken = await insertInvitation(trx, {
      tenantId: tenant.id,
      email: input.adminEmail,
      userType: 'user',
      roleGroupId: role.id,
    });
    return { tenant, invitationToken };
  });
}

/** An address on the organisation's sub-domain of `baseUrl` (http://localhost:8080 -> http://acme.localhost:8080). */
export function organisationLink(baseUrl: string, slug: string, path: string): string {
  const url = new URL(baseUrl);
  if (slug !== DEFAULT_TENANT_SLUG) url.hostname = `${slug}.${url.hostname}`;
  url.pathname = path;
  return url.toString();
}

export function invitationLink(baseUrl: string, slug: string, token: string): string {
  return organisationLink(baseUrl, slug, `/accounts/signup/user/${token}`);
}
