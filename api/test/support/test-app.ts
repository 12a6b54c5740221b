import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { LoginResponse } from '@app/shared/contract';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { Database } from '../../src/db/schema.ts';
import { seedDemo } from '../../src/seed/demo-seed.ts';

export const DEMO_PASSWORD = 'correct horse battery staple';
export const JWT_SECRET = 'a-test-only-secret-that-is-long-enough-for-hs256';

/** The app on a seeded database. */
export async function buildTestApp(db: Kysely<Database>, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  await seedDemo(db, DEMO_PASSWORD);
  return buildApp({ db, jwtSecret: JWT_SECRET, ...options });
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
