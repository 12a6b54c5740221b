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
    (error: Error) => /PORT: /.test(error.message) && /JWT_SECRET: /.test(error.message) && /DATABASE_URL: Use a postgres:\/\/ address/.test(error.message),
  );
});

test('production refuses to start without PUBLIC_URL, saying why', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }), /PUBLIC_URL: Set PUBLIC_URL in production/);
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://w.example.com' }).publicUrl, 'https://w.example.com');
  assert.equal(loadConfig({}).publicUrl, undefined);
});

test('identity settings: password age, limits, mail and reCAPTCHA', () => {
  const defaults = loadConfig({}, '/srv/app');
  assert.equal(defaults.passwordMaxAgeDays, 90);
  assert.deepEqual(defaults.authLimits, { ipMax: 300, ipWindowSeconds: 900, signInAddressThreshold: 5, signInAccountThreshold: 20, signInMaxDelayMinutes: 15 });
  assert.equal(defaults.mail.logMails, true);
  assert.equal(defaults.recaptcha.minScore, 0.5);
  assert.equal(defaults.dataDir, '/srv/app/.data');

  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://workspace.example.com',
    PASSWORD_MAX_AGE_DAYS: '30',
    REDIS_URL: 'redis://cache:6379',
    LOGIN_ADDRESS_THRESHOLD: '3',
    SMTP_URL: 'smtps://user:pass@mail.example.com',
    RECAPTCHA_SITE_KEY: 'site',
    RECAPTCHA_SECRET: 'secret',
    RECAPTCHA_MIN_SCORE: '0.7',
  });
  assert.equal(config.passwordMaxAgeDays, 30);
  assert.equal(config.redisUrl, 'redis://cache:6379');
  assert.equal(config.authLimits.signInAddressThreshold, 3);
  assert.deepEqual(config.mail, {
    smtpUrl: 'smtps://user:pass@mail.example.com',
    from: 'Questionnaire Workspace <no-reply@localhost>',
    logMails: false,
  });
  assert.equal(config.recaptcha.minScore, 0.7);
  assert.throws(() => loadConfig({ SMTP_URL: 'mail.example.com', RECAPTCHA_MIN_SCORE: '2' }), /SMTP_URL: .*\n.*RECAPTCHA_MIN_SCORE/);
});

test('QUESTIONNAIRE_MAX_QUESTIONS: 2,000 unless set, a whole number within what can be counted', () => {
  assert.equal(loadConfig({}, '/srv/app').questionnaireMaxQuestions, 2_000);
  assert.equal(loadConfig({ QUESTIONNAIRE_MAX_QUESTIONS: '500' }, '/srv/app').questionnaireMaxQuestions, 500);
  assert.throws(() => loadConfig({ QUESTIONNAIRE_MAX_QUESTIONS: '1.5' }, '/srv/app'), /QUESTIONNAIRE_MAX_QUESTIONS/);
  assert.throws(() => loadConfig({ QUESTIONNAIRE_MAX_QUESTIONS: '100000' }, '/srv/app'), /QUESTIONNAIRE_MAX_QUESTIONS/);
});
