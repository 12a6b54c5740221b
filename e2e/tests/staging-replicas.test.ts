// The staging layout of docker-compose.yml, run natively: two API processes started with the API
// image's command share one PostgreSQL database. A session begun on one replica continues on the other.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createScratchDatabase, postgresAnswers } from '../support/postgres.ts';
import { DEMO_PASSWORD, startProduct, type RunningProduct } from '../support/server.ts';

const available = postgresAnswers();
const replicas: RunningProduct[] = [];
let database: ReturnType<typeof createScratchDatabase> | undefined;

before(async () => {
  if (!available) return;
  database = createScratchDatabase('staging');
  const env = { DATABASE_URL: database.url, TRUST_PROXY: 'true' };
  // One after the other, as replicas come up: the second finds the database migrated and seeded.
  replicas.push(await startProduct(env));
  replicas.push(await startProduct(env));
});

after(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  database?.drop();
});

test('two API replicas on one PostgreSQL share sessions', { skip: !available && 'PostgreSQL at 127.0.0.1:5432 does not answer' }, async () => {
  const [first, second] = replicas;
  const login = await fetch(`${first.url}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
  });
  assert.equal(login.status, 200);
  const { data } = await login.json();

  const profile = await fetch(`${second.url}/api/v1/accounts/user-detail/`, {
    headers: { authorization: `Bearer ${data.access}` },
  });
  assert.equal(profile.status, 200, 'the other replica accepts the access token');

  const refreshed = await fetch(`${second.url}/api/v1/accounts/token/refresh/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh: data.refresh }),
  });
  assert.equal(refreshed.status, 200, 'and renews the session the first one began');
});
