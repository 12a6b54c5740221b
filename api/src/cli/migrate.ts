// node api/dist/migrate.js: brings the database schema up to date, then exits. Deployments with
// several API processes run it once before starting them (staging's `migrate` service).
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

const db = await createDatabase(loadConfig(process.env).database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'The database schema is up to date.');
} finally {
  await db.destroy();
}
