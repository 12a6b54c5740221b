import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginResponse } from '@app/shared/contract';
import { createInvitation } from '../../src/accounts/invitations.ts';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { seedDemo } from '../../src/seed/demo-seed.ts';

export const DEMO_PASSWORD = 'correct horse battery staple';
export const JWT_SECRET = 'a-test-only-secret-that-is-long-enough-for-hs256';

/** Limits no ordinary test reaches; the rate-limit tests set their own. */
const UNREACHED_LIMITS = { ipMax: 10_000, signInAddressThreshold: 1000, signInAccountThreshold: 1000 };

/** The app on a seeded database. */
export async function buildTestApp(db: Kysely<Database>, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  await seedDemo(db, DEMO_PASSWORD);
  return buildApp({ db, jwtSecret: JWT_SECRET, ...options, authLimits: { ...UNREACHED_LIMITS, ...options.authLimits } });
}

export async function login(app: FastifyInstance, email: string, host = 'localhost'): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/accounts/login/',
    headers: { host },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return response.json().data;
}

/** Polls until `condition` holds, for up to `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A sign-up invitation to the organisation with this slug, for one of its role groups by name. */
export async function invite(
  db: Kysely<Database>,
  invitation: { slug?: string; email: string; userType: 'user' | 'entity'; roleGroup: string; entityName?: string },
): Promise<string> {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('slug', '=', invitation.slug ?? 'demo')
    .executeTakeFirstOrThrow();
  const role = await db
    .selectFrom('role_groups')
    .select('id')
    .where('tenant_id', '=', tenant.id)
    .where('name', '=', invitation.roleGroup)
    .executeTakeFirstOrThrow();
  const entity = invitation.entityName
    ? await db.selectFrom('entities').select('id').where('tenant_id', '=', tenant.id).where('name', '=', invitation.entityName).executeTakeFirst()
    : undefined;
  return createInvitation(db, {
    tenantId: tenant.id,
    email: invitation.email,
    userType: invitation.userType,
    roleGroupId: role.id,
    entityId: entity?.id,
  });
}
