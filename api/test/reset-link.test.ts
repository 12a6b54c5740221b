import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp } from './support/test-app.ts';

describeEachDatabase('mailed reset links with PUBLIC_URL', (db) => {
  let app: FastifyInstance;

  before(async () => {
    app = await buildTestApp(db(), { publicUrl: 'https://workspace.example' });
    await app.ready();
  });
  after(() => app.close());

  test('are built on the public address, whatever Host header the request forged', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/accounts/forgot-password/',
      headers: { host: 'attacker.test' },
      payload: { email: 'admin@demo.test' },
    });
    assert.equal(response.statusCode, 200);
    const mail = await db().selectFrom('outbox').select('text').where('to', '=', 'admin@demo.test').executeTakeFirstOrThrow();
    assert.match(mail.text, /https:\/\/workspace\.example\/accounts\/reset-password\/\S+/);
    assert.doesNotMatch(mail.text, /attacker/);
  });
});
