// A new organisation with its default branding and role groups, ready for its first users.
import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_ROLE_GROUPS } from '../access_mgmt/default-role-groups.ts';
import { writeAudit } from '../auditlog/write-audit.ts';
import { defaultBranding } from '../base/default-branding.ts';
import type { Database, Tenant } from '../db/schema.ts';
import { scopeToTenant } from '../db/tenant-scope.ts';

export interface NewTenant {
  /** The sub-domain: `acme` serves acme.example.com. */
  slug: string;
  name: string;
}

const SLUG = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const UNIQUE_VIOLATION = '23505';

/** Inserts the tenant in `trx`, which from then on is scoped to it. */
export async function insertTenant(trx: Transaction<Database>, input: NewTenant): Promise<Tenant> {
  if (!SLUG.test(input.slug)) {
    throw new Error(`"${input.slug}" cannot be an organisation's sub-domain: use lower-case letters, digits and inner hyphens.`);
  }
  const tenant = await trx
    .insertInto('tenants')
    .values({ slug: input.slug, name: input.name })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((error: { code?: string }) => {
      throw error.code === UNIQUE_VIOLATION ? new Error(`An organisation already uses the sub-domain "${input.slug}".`) : error;
    });
  const scoped = await scopeToTenant(trx, tenant.id);
  await scoped
    .insertInto('configuration_items')
    .values(defaultBranding(input.name).map((item) => ({ tenant_id: tenant.id, ...item })))
    .execute();
  await scoped
    .insertInto('role_groups')
    .values(DEFAULT_ROLE_GROUPS.map(({ name, permissions }) => ({ tenant_id: tenant.id, name, permissions: [...permissions] })))
    .execute();
  await writeAudit(scoped, {
    tenantId: tenant.id,
    category: 'organisation',
    action: 'create',
    targetType: 'tenant',
    targetId: tenant.id,
    after: { slug: tenant.slug, name: tenant.name },
  });
  return tenant;
}

export function createTenant(db: Kysely<Database>, input: NewTenant): Promise<Tenant> {
  return db.transaction().execute((trx) => insertTenant(trx, input));
}
