import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { RECAPTCHA_FAILED } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { createTenant } from '../src/tenancy/create-tenant.ts';
import { buildTestApp, DEMO_PASSWORD } from './support/test-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const redisSkipReason = (await redisAnswers()) ? false : `Redis at ${REDIS_URL} does not answer`;

describeEachDatabase('rate limits, lockout and reCAPTCHA', (db) => {
  let app: FastifyInstance;
  let verifier: Server;
  /** What the stub verifier answers, and what it was asked. */
  let verdict: object = { success: true, score: 0.9, action: 'login' };
  const asked: URLSearchParams[] = [];

  before(async () => {
    verifier = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        asked.push(new URLSearchParams(body));
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(verdict));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    app = await buildTestApp(db(), {
      authLimits: { ipMax: 8, ipWindowSeconds: 60, signInAddressThreshold: 2, signInAccountThreshold: 10, signInMaxDelayMinutes: 10 },
      recaptcha: {
        siteKey: 'site-key',
        secret: 'secret',
        verifyUrl: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
      },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    verifier.close();
  });

  const signIn = (email: string, password: string, ip: string, recaptchaToken: string | null = 'ok', host = 'localhost') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      remoteAddress: ip,
      headers: { host },
      payload: { email, password, recaptcha_token: recaptchaToken ?? undefined },
    });

  test('the reCAPTCHA configuration is public', async () => {
    const response = await app.inject({ url: '/auth/api/v1/recaptcha/' });
    assert.deepEqual(response.json().data, { enabled: true, site_key: 'site-key' });
  });

  test('reCAPTCHA refuses a missing token and a low score, and passes a good one', async () => {
    const missing = await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.1.1', null);
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().code, RECAPTCHA_FAILED);

    verdict = { success: true, score: 0.1, action: 'login' };
    const low = await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.1.1');
    assert.equal(low.statusCode, 400);
    assert.deepEqual(low.json(), {
      message: 'We could not confirm that you are a person. Please reload the page and try again.',
      code: RECAPTCHA_FAILED,
    });
    verdict = { success: true, score: 0.9, action: 'login' };
    assert.equal((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.1.1')).statusCode, 200);
    assert.equal(asked.at(-1)?.get('secret'), 'secret');
    assert.equal(asked.at(-1)?.get('response'), 'ok');

    verdict = { success: true, score: 0.9, action: 'forgot_password' };
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password/',
      remoteAddress: '10.0.1.2',
      payload: { email: 'admin@demo.test', recaptcha_token: 'ok' },
    });
    assert.equal(forgot.statusCode, 200);
    verdict = { success: true, score: 0.9, action: 'login' };
  });

  test('an IP address is limited per route, with a message that says when to retry', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      // A different email each time, so that only the address's limit is reached.
      assert.equal((await signIn(`nobody-${attempt}@demo.test`, 'wrong password', '10.0.2.1')).statusCode, 400);
    }
    const limited = await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.2.1');
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'too_many_requests');
    assert.match(limited.json().message, /^Too many attempts\. Please try again in \d+ seconds?\.$/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    // Another address is not affected.
    assert.equal((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.2.2')).statusCode, 200);
  });

  /** Lets every waiting address try again now, keeping the counts. */
  const endDelays = () =>
    db()
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .execute();

  test('failures from one address make it wait longer each time; other addresses still sign in', async () => {
    const guesser = '10.0.3.1';
    for (let attempt = 0; attempt < 2; attempt += 1) assert.equal((await signIn('client@demo.test', 'wrong password', guesser)).statusCode, 400);
    const first = await signIn('client@demo.test', DEMO_PASSWORD, guesser);
    assert.equal(first.statusCode, 429, 'even the right password waits');
    assert.equal(first.json().message, 'Too many attempts. Please try again in 1 second.');
    assert.equal(first.headers['retry-after'], '1');

    await endDelays();
    assert.equal((await signIn('client@demo.test', 'wrong password', guesser)).statusCode, 400);
    assert.equal((await signIn('client@demo.test', DEMO_PASSWORD, guesser)).headers['retry-after'], '2', 'the delay doubles');
    await endDelays();
    await db().updateTable('login_failures').set({ failures: 40 }).where('address', '=', guesser).execute();
    assert.equal((await signIn('client@demo.test', 'wrong password', guesser)).statusCode, 400);
    const longest = await signIn('client@demo.test', DEMO_PASSWORD, guesser);
    assert.equal(longest.json().message, 'Too many attempts. Please try again in 10 minutes.');
    assert.equal(longest.headers['retry-after'], '600');

    // The owner, elsewhere, is not held up; signing in clears the counts, the guesser's too.
    assert.equal((await signIn('client@demo.test', DEMO_PASSWORD, '10.0.3.2')).statusCode, 200);
    assert.equal((await signIn('client@demo.test', DEMO_PASSWORD, guesser)).statusCode, 200);
  });

  test('failures spread over many addresses make every address wait, for unknown emails the same', async () => {
    for (const email of ['client@demo.test', 'ghost@demo.test']) {
      for (let host = 1; host <= 10; host += 1) assert.equal((await signIn(email, 'wrong password', `10.0.4.${host}`)).statusCode, 400);
      const waiting = await signIn(email, 'wrong password', '10.0.4.99');
      assert.equal(waiting.statusCode, 429, email);
      assert.equal(waiting.headers['retry-after'], '1', email);
    }
    assert.equal((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.4.99')).statusCode, 200, 'other accounts go on');
  });

  test("an email tried on another organisation's host counts against its account", async () => {
    const acme = await createTenant(db(), { slug: 'acme', name: 'Acme' });
    const reviewer = await db()
      .selectFrom('role_groups')
      .select('id')
      .where('tenant_id', '=', acme.id)
      .where('name', '=', 'Reviewer')
      .executeTakeFirstOrThrow();
    const password = 'a long and unusual passphrase';
    await db()
      .insertInto('users')
      .values({
        tenant_id: acme.id,
        role_group_id: reviewer.id,
        email: 'pat@acme.test',
        first_name: 'Pat',
        last_name: 'Person',
        kind: 'staff',
        password_hash: await hashPassword(password),
        password_changed_at: new Date(),
      })
      .execute();
    // Each demo host guess is checked against Pat's password at Acme (a right one would answer 307).
    for (let host = 1; host <= 10; host += 1) assert.equal((await signIn('pat@acme.test', 'wrong password', `10.0.5.${host}`)).statusCode, 400);
    const atAcme = await signIn('pat@acme.test', password, '10.0.5.99', 'ok', 'acme.localhost');
    assert.equal(atAcme.statusCode, 429, atAcme.body);
  });

  test('with REDIS_URL the per-address counters are shared by every process', { skip: redisSkipReason }, async () => {
    // Two apps stand for two API processes; a fresh address keeps earlier runs' counters out of the way.
    const options = { authLimits: { ipMax: 2, ipWindowSeconds: 60 }, redisUrl: REDIS_URL };
    const [first, second] = [await buildTestApp(db(), options), await buildTestApp(db(), options)];
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const forgot = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/v1/accounts/forgot-password/', remoteAddress: ip, payload: { email: 'x@demo.test' } });
    try {
      assert.equal((await forgot(first)).statusCode, 200);
      assert.equal((await forgot(second)).statusCode, 200);
      assert.equal((await forgot(first)).statusCode, 429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
