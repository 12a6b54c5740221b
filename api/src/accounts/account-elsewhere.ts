// Signing in on a host that is not the user's organisation's (spec section 7). The one read across
// tenants in the accounts routes, on purpose: it runs outside withTenant and answers only a slug.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { organisationLink } from '../tenancy/create-organisation.ts';
import { productHostname } from '../tenancy/tenant-from-host.ts';

/** The only other organisation where this email has an active account; undefined when none or several. */
export async function soleAccountElsewhere(
  db: Kysely<Database>,
  tenantId: string,
  email: string,
): Promise<{ tenantId: string; slug: string; passwordHash: string | null } | undefined> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select(['tenants.id', 'tenants.slug', 'users.password_hash'])
    .where('users.tenant_id', '!=', tenantId)
    .where('users.is_active', '=', true)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.toLowerCase()))
    .limit(2)
    .execute();
  const [only] = rows;
  return rows.length === 1 && only ? { tenantId: only.id, slug: only.slug, passwordHash: only.password_hash } : undefined;
}

/**
 * The same call on the organisation's own origin: PUBLIC_URL's sub-domain when set, else the
 * request's origin with its sub-domain swapped (demo.example.com:8443 -> acme.example.com:8443).
 */
export function sameCallOnOrganisation(request: FastifyRequest, slug: string, publicUrl: string | undefined): string {
  const base = new URL(publicUrl ?? `${request.protocol}://${request.host}`);
  if (!publicUrl) base.hostname = productHostname(base.hostname);
  return organisationLink(base.toString(), slug, request.routeOptions.url ?? request.url);
}
