// The demo organisation a new installation starts with: an administrator and a client user.
import { sql, type Kysely } from 'kysely';
import { writeAudit } from '../auditlog/write-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/schema.ts';
import { insertTenant } from '../tenancy/create-tenant.ts';
import { seedSubscriptions } from './demo-subscriptions.ts';
import { DEFAULT_TENANT_SLUG } from '../tenancy/tenant-from-host.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
export const DEMO_CLIENT_EMAIL = 'client@demo.test';

/** Seeds the demo organisation unless it exists; answers whether it did. */
export async function seedDemo(db: Kysely<Database>, password: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Processes starting together on a new database: one seeds, the others then find its work.
    await sql`SELECT pg_advisory_xact_lock(hashtext('seed:demo'))`.execute(trx);
    const existing = await trx.selectFrom('tenants').select('id').where('slug', '=', DEFAULT_TENANT_SLUG).executeTakeFirst();
    if (existing) return false;

    const tenant = await insertTenant(trx, { slug: DEFAULT_TENANT_SLUG, name: 'Demo Organisation' });
    const roles = await trx.selectFrom('role_groups').select(['id', 'name']).where('tenant_id', '=', tenant.id).execute();
    const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
    const entity = await trx.insertInto('entities').values({ tenant_id: tenant.id, name: 'Demo Client' }).returning(['id', 'name']).executeTakeFirstOrThrow();
    const account = { tenant_id: tenant.id, password_hash: await hashPassword(password), password_changed_at: new Date() };
    const users = await trx
      .insertInto('users')
      .values([
        {
          ...account,
          email: DEMO_ADMIN_EMAIL,
          first_name: 'Avery',
          last_name: 'Admin',
          kind: 'staff',
          entity_id: null,
          role_group_id: roleId('Administrator'),
        },
        {
          ...account,
          email: DEMO_CLIENT_EMAIL,
          first_name: 'Casey',
          last_name: 'Client',
          kind: 'entity',
          entity_id: entity.id,
          role_group_id: roleId('Client'),
        },
      ])
      .returning(['id', 'email', 'entity_id'])
      .execute();

    await seedSubscriptions(trx, tenant.id, entity.id);

    await writeAudit(trx, {
      tenantId: tenant.id,
      category: 'entity',
      action: 'create',
      targetType: 'entity',
      targetId: entity.id,
      after: entity,
    });
    for (const user of users) {
      await writeAudit(trx, {
        tenantId: tenant.id,
        entityId: user.entity_id,
        category: 'user',
        action: 'create',
        targetType: 'user',
        targetId: user.id,
        after: { email: user.email },
      });
    }
    return true;
  });
}
