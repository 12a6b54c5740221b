import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../src/config.ts';

test('defaults: port 8080 on every interface, the embedded database under ./.data', () => {
  const config = loadConfig({}, '/srv/app');
  assert.equal(config.port, 8080);
  assert.equal(config.host, '0.0.0.0');
  assert.deepEqual(config.database, { kind: 'pglite', dataDir: '/srv/app/.data/pglite' });
  assert.equal(config.accessTokenTtlSeconds, 900);
  assert.equal(config.refreshTokenTtlSeconds, 14 * 24 * 3600);
  assert.equal(config.frontendDir, '/srv/app');
  assert.equal(config.demoPassword, undefined);
  assert.equal(config.trustProxy, false);
});

test('DATABASE_URL selects a PostgreSQL server; empty variables count as unset', () => {
  const env = { DATABASE_URL: 'postgres://app@db:5432/app', DEMO_PASSWORD: '', PORT: '9000', DATA_DIR: '/var/lib/app' };
  const config = loadConfig(env, '/srv/app');
  assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://app@db:5432/app' });
  assert.equal(config.port, 9000);
  assert.equal(config.demoPassword, undefined);
});

test('invalid variables are named in the error', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' }),
    (error: Error) =>
      /PORT: /.test(error.message) && /JWT_SECRET: /.test(error.message) && /DATABASE_URL: Use a postgres:\/\/ address/.test(error.message),
  );
});
