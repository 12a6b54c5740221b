import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { RECAPTCHA_FAILED } from '@app/shared/contract';
import { describeEachDatabase } from './support/databases.ts';
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
      authLimits: { ipMax: 4, ipWindowSeconds: 60, lockoutThreshold: 3, lockoutMinutes: 10 },
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

  const signIn = (email: string, password: string, ip: string, recaptchaToken: string | null = 'ok') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/accounts/login/',
      remoteAddress: ip,
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
    for (let attempt = 0; attempt < 4; attempt += 1) {
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

  test('failed sign-ins lock the account, whatever the address, and only that account', async () => {
    for (const ip of ['10.0.3.1', '10.0.3.2', '10.0.3.3']) {
      assert.equal((await signIn('client@demo.test', 'wrong password', ip)).statusCode, 400);
    }
    const locked = await signIn('client@demo.test', DEMO_PASSWORD, '10.0.3.4');
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().message, 'Too many attempts. Please try again in 10 minutes.');
    assert.equal(locked.headers['retry-after'], '600');
    assert.equal((await signIn('admin@demo.test', DEMO_PASSWORD, '10.0.3.4')).statusCode, 200);
    // An unknown email is locked the same way, so the lockout reveals nothing.
    for (const ip of ['10.0.3.5', '10.0.3.6', '10.0.3.7']) await signIn('ghost@demo.test', 'wrong password', ip);
    assert.equal((await signIn('ghost@demo.test', 'x', '10.0.3.8')).statusCode, 429);

    await db().updateTable('login_failures').set({ locked_until: new Date(Date.now() - 1000) }).execute();
    assert.equal((await signIn('client@demo.test', DEMO_PASSWORD, '10.0.3.9')).statusCode, 200);
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
