// Entry point: `node --import tsx api/src/server.ts` from the workspace root.
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { getOrCreateSetting } from './db/app-settings.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startJobWorker } from './jobs/job-worker.ts';
import { DEMO_ADMIN_EMAIL, DEMO_CLIENT_EMAIL, seedDemo } from './seed/demo-seed.ts';

const config = loadConfig(process.env);
const db = await createDatabase(config.database);

try {
  await migrateToLatest(db);
} catch (error) {
  await db.destroy();
  throw error;
}
const generatedPassword = config.demoPassword ? undefined : randomBytes(12).toString('base64url');
const seeded = await seedDemo(db, config.demoPassword ?? generatedPassword!);
// Kept in the database so that every API process sharing it signs with the same key.
const jwtSecret = config.jwtSecret ?? (await getOrCreateSetting(db, 'jwt_secret', () => randomBytes(32).toString('base64url')));

const app = await buildApp({
  db,
  jwtSecret,
  accessTokenTtlSeconds: config.accessTokenTtlSeconds,
  refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
  frontendDir: config.frontendDir,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
});
const worker = startJobWorker({ db, registry: app.jobRegistry, log: app.log.child({ component: 'jobs' }) });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) process.exit(1); // a second Ctrl-C does not wait
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await worker.stop();
  // Closing PGlite flushes its data folder; killing the process mid-write could corrupt it.
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

await app.listen({ port: config.port, host: config.host });

const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
const password = seeded
  ? generatedPassword
    ? `${generatedPassword}\n  (generated for this installation and shown only this once; set DEMO_PASSWORD before the first start to choose it)`
    : 'the one in DEMO_PASSWORD'
  : 'the one shown at the first start (DEMO_PASSWORD, if it was set then)';
console.log(
  [
    '',
    `Questionnaire Workspace is running at ${url}`,
    `API documentation: ${url}/api/docs`,
    `Sign in as ${DEMO_ADMIN_EMAIL} (administrator) or ${DEMO_CLIENT_EMAIL} (client user) with the password`,
    `  ${password}`,
    '',
  ].join('\n'),
);
