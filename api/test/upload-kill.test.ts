// The server process killed (SIGKILL: no shutdown hook runs) in the middle of a repository upload, on
// the embedded default: the upload leaves no document row, the server starts again on the same data
// folder, and its start removes the staging file the killed upload left once it is stale (replicas
// sharing the folder keep their fresh ones, so the sweep only takes files older than
// STALE_STAGING_MS: the test ages the left file as hours passing would).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { DOCUMENT_PATHS, PROJECT_PATHS } from '@app/shared/contract';
import { STALE_STAGING_MS } from '../src/files/files-plugin.ts';

const API_DIR = join(import.meta.dirname, '..');
const PASSWORD = 'kill-test-password-1234';
const START_TIMEOUT_MS = 60_000;

const dataDir = await mkdtemp(join(tmpdir(), 'upload-kill-'));
const stagingDir = join(dataDir, 'files', 'tmp');
let server: ChildProcess | undefined;

after(async () => {
  server?.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the API on the data folder; resolves with its address once it says it is running. */
async function startServer(): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const running = /running at (http:\/\/\S+)/.exec(output);
      if (running) {
        clearTimeout(timer);
        resolve(running[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before it started:\n${output}`)));
  });
}

async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/v1/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: PASSWORD }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { data: { access: string } }).data.access;
}

async function repositoryNames(address: string, token: string): Promise<string[]> {
  const response = await fetch(`${address}${DOCUMENT_PATHS.repository}?page_size=100`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200);
  const body = (await response.json()) as { data: { results: { name: string }[] } };
  return body.data.results.map((item) => item.name);
}

const stagingFiles = () => readdir(stagingDir).catch(() => [] as string[]);

test('a server killed mid-upload leaves no document, and a later start removes the staging file it left', { timeout: 180_000 }, async () => {
  let address = await startServer();
  let token = await signIn(address);
  const before = await stagingFiles();

  // A multipart upload whose file part never ends: the server is streaming it to a staging file.
  const boundary = 'kill-test-boundary';
  const { port } = new URL(address);
  const upload = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: DOCUMENT_PATHS.fileUpload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
  });
  upload.on('error', () => undefined); // the server goes away under it

  upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.txt"\r\nContent-Type: text/plain\r\n\r\n`);
  const leftFile = await (async () => {
    for (let waited = 0; waited < 20_000; waited += 100) {
      upload.write('Backups are tested every quarter. '.repeat(2000));
      const added = (await stagingFiles()).filter((name) => !before.includes(name));
      if (added.length > 0) return added[0]!;
      await sleep(100);
    }
    throw new Error('The upload never reached a staging file.');
  })();

  server!.kill('SIGKILL');
  await new Promise((resolve) => server!.once('exit', resolve));
  upload.destroy();
  assert.ok((await stagingFiles()).includes(leftFile), 'the killed upload left its staging file');

  // Hours pass (the file is older than any upload could still be writing), then the server starts again.
  const old = new Date(Date.now() - STALE_STAGING_MS - 60_000);
  await utimes(join(stagingDir, leftFile), old, old);
  address = await startServer();
  token = await signIn(address);
  assert.ok(!(await stagingFiles()).includes(leftFile), 'the start removed the stale staging file');
  assert.deepEqual(
    (await repositoryNames(address, token)).filter((name) => name.startsWith('half')),
    [],
    'no document row was left by the killed upload',
  );
  // The server works: the projects list answers.
  const projects = await fetch(`${address}${PROJECT_PATHS.projects}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(projects.status, 200);
});
