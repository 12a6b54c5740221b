// The real API server for a benchmark, started as the e2e tests and `npm start` start it
// (`node --import tsx api/src/server.ts`), with its own DATA_DIR and demo password, on the embedded
// PGlite or on a temporary database of the PostgreSQL server in DATABASE_URL. Unlike the e2e helper
// it hands out the server's process id, whose memory the benchmarks read.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitUntilServing } from '../../e2e/support/server.ts';

export const repoRoot = resolve(import.meta.dirname, '../..');
export const BENCH_PASSWORD = 'Bench-demo-password-42';

/** The API's own libraries (its PostgreSQL driver, its Excel writer): the benchmarks measure the API and declare no copies. */
export const requireFromApi = createRequire(join(repoRoot, 'api/package.json'));

export interface DatabaseChoice {
  kind: 'pglite' | 'postgres';
  /** For people: "PGlite (embedded)" or the server's address without credentials. */
  label: string;
  /** The server to make a temporary database on (postgres only). */
  serverUrl?: string;
}

/**
 * PGlite always; PostgreSQL too when DATABASE_URL is set. BENCH_DATABASES (`pglite` or `postgres`)
 * keeps one of them, so that the long runs (20,000 documents) can go one at a time.
 */
export function databasesToMeasure(): DatabaseChoice[] {
  const choices: DatabaseChoice[] = [{ kind: 'pglite', label: 'PGlite (embedded, the default)' }];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const shown = new URL(serverUrl);
    choices.push({ kind: 'postgres', label: `PostgreSQL at ${shown.host} (temporary database)`, serverUrl });
  }
  const only = process.env.BENCH_DATABASES;
  return only ? choices.filter((choice) => only.split(',').includes(choice.kind)) : choices;
}

export interface BenchServer {
  url: string;
  pid: number;
  database: DatabaseChoice;
  /** The temporary PostgreSQL database the server runs on, for a benchmark that loads rows itself. */
  databaseUrl?: string;
  output(): string;
  stop(): Promise<void>;
}

/** The little of node-postgres used here. */
interface PgClient {
  connect(): Promise<void>;
  query(statement: string): Promise<unknown>;
  end(): Promise<void>;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const { Client } = requireFromApi('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new empty database on the server; `drop` throws it away. */
async function temporaryDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function exited(child: ChildProcess, withinMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), withinMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

/** `nodeArgs`: flags for the server's node (`--cpu-prof`), before its script. */
export async function startBenchServer(database: DatabaseChoice, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const postgres = database.kind === 'postgres' ? await temporaryDatabase(database.serverUrl!) : undefined;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Empty means unset: PGlite unless a temporary PostgreSQL database was made.
      DATABASE_URL: postgres?.url ?? '',
      DEMO_PASSWORD: BENCH_PASSWORD,
      LOG_LEVEL: 'warn',
      // Long enough that no benchmark has to refresh its token.
      ACCESS_TOKEN_TTL: '14400',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  // The address, not "localhost": fetch looks a name up again and again, which adds milliseconds to
  // every measured request. An address reaches the default organisation as localhost does.
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };
  try {
    await waitUntilServing(url, child, () => output, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    await cleanUp();
    throw error;
  }
  return {
    url,
    pid: child.pid!,
    database,
    databaseUrl: postgres?.url,
    output: () => output,
    async stop() {
      // The server finishes the job in hand before it exits; a benchmark does not wait minutes for it.
      child.kill('SIGTERM');
      if (!(await exited(child, 15_000))) {
        child.kill('SIGKILL');
        await exited(child, 5_000);
      }
      await cleanUp();
    },
  };
}
