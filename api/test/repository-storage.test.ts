// The file storages: a folder on disk, and an S3-compatible bucket (against a small S3 stand-in
// written here, since S3 itself lies outside the product).
import assert from 'node:assert/strict';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_PATHS } from '@app/shared/contract';
import { DiskFileStorage } from '../src/files/disk-file-storage.ts';
import { FileNotFoundError, FileTooLargeError, putFile, type FileStorage } from '../src/files/file-storage.ts';
import { STALE_STAGING_MS } from '../src/files/files-plugin.ts';
import { S3FileStorage } from '../src/files/s3-file-storage.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp, login } from './support/test-app.ts';
import { multipartBody } from '@app/test-fixtures/test-files';

/** Just enough of the S3 API for the SDK's PutObject, multipart upload, Get, Head and Delete. */
class S3StandIn {
  readonly objects = new Map<string, Buffer>();
  readonly uploads = new Map<string, Map<number, Buffer>>();
  readonly requests: string[] = [];
  #server: Server | undefined;

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      this.#handle(request).then(
        ({ status, headers = {}, body }) => {
          response.writeHead(status, headers);
          response.end(body);
        },
        (error: Error) => {
          response.writeHead(500);
          response.end(error.message);
        },
      );
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as { port: number }).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  async #handle(request: IncomingMessage): Promise<{ status: number; headers?: Record<string, string>; body?: Buffer | string }> {
    const url = new URL(request.url!, 'http://s3');
    const key = decodeURIComponent(url.pathname);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const { searchParams: query } = url;
    this.requests.push(`${request.method} ${[...query.keys()].join(',')}`.trim());
    const notFound = {
      status: 404,
      headers: { 'content-type': 'application/xml' },
      body: request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>',
    };
    if (request.method === 'POST' && query.has('uploads')) {
      const uploadId = randomUUID();
      this.uploads.set(uploadId, new Map());
      return {
        status: 200,
        headers: { 'content-type': 'application/xml' },
        body: `<InitiateMultipartUploadResult><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      };
    }
    if (request.method === 'PUT' && query.has('uploadId')) {
      this.uploads.get(query.get('uploadId')!)!.set(Number(query.get('partNumber')), body);
      return { status: 200, headers: { etag: `"${createHash('md5').update(body).digest('hex')}"` } };
    }
    if (request.method === 'POST' && query.has('uploadId')) {
      const parts = this.uploads.get(query.get('uploadId')!)!;
      this.objects.set(key, Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part)));
      this.uploads.delete(query.get('uploadId')!);
      return {
        status: 200,
        headers: { 'content-type': 'application/xml' },
        body: `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
      };
    }
    if (request.method === 'DELETE' && query.has('uploadId')) {
      this.uploads.delete(query.get('uploadId')!);
      return { status: 204 };
    }
    if (request.method === 'PUT') {
      this.objects.set(key, body);
      return { status: 200, headers: { etag: `"${createHash('md5').update(body).digest('hex')}"` } };
    }
    const object = this.objects.get(key);
    if (request.method === 'DELETE') {
      this.objects.delete(key);
      return { status: 204 };
    }
    if (!object) return notFound;
    const headers = { 'content-length': String(object.length), 'content-type': 'application/octet-stream', etag: '"x"' };
    return request.method === 'HEAD' ? { status: 200, headers } : { status: 200, headers, body: object };
  }
}

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A stream that sends some bytes, then fails, as a dropped upload does. */
function failingStream(): Readable {
  return new Readable({
    read() {
      this.push(randomBytes(64 * 1024));
      this.destroy(new Error('connection reset'));
    },
  });
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const standIn = new S3StandIn();
let endpoint: string;
const work: string[] = [];
before(async () => {
  endpoint = await standIn.start();
});
after(async () => {
  await standIn.stop();
  await Promise.all(work.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scratch(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
  work.push(dir);
  return dir;
}

function s3Storage(stagingDir: string, keyPrefix = 'workspace/'): S3FileStorage {
  return new S3FileStorage({
    bucket: 'files',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'test',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    keyPrefix,
    stagingDir,
  });
}

const storages: [string, () => Promise<{ storage: FileStorage; stagingDir: string }>][] = [
  [
    'disk',
    async () => {
      const storage = new DiskFileStorage(await scratch());
      return { storage, stagingDir: storage.stagingDir };
    },
  ],
  [
    'S3',
    async () => {
      const stagingDir = await scratch();
      return { storage: s3Storage(stagingDir), stagingDir };
    },
  ],
];

for (const [name, create] of storages) {
  describe(`${name} file storage`, () => {
    test('stores by content hash, streams back, tells what exists and deletes', async () => {
      const { storage, stagingDir } = await create();
      const content = randomBytes(100_000);
      const stored = await putFile(storage, Readable.from(content));
      assert.deepEqual(stored, { sha256: sha256(content), size: content.length });
      assert.equal(await storage.exists(stored.sha256), true);
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.open(stored.sha256)) chunks.push(chunk as Buffer);
      assert.deepEqual(Buffer.concat(chunks), content);
      assert.deepEqual(await putFile(storage, Readable.from(content)), stored, 'the same bytes twice are one file');
      await storage.delete(stored.sha256);
      assert.equal(await storage.exists(stored.sha256), false);
      await storage.delete(stored.sha256);
      await assert.rejects(storage.open(stored.sha256), FileNotFoundError);
      assert.deepEqual(await filesIn(stagingDir), []);
    });

    test('staged content is invisible until committed, and gone when discarded', async () => {
      const { storage, stagingDir } = await create();
      const content = Buffer.from('staged content');
      const staged = await storage.stage(Readable.from(content));
      assert.equal(await storage.exists(staged.sha256), false);
      assert.equal((await filesIn(stagingDir)).length, 1);
      await staged.discard();
      assert.equal(await storage.exists(staged.sha256), false);
      assert.deepEqual(await filesIn(stagingDir), []);
      const again = await storage.stage(Readable.from(content));
      await again.commit();
      await again.discard();
      assert.equal(await storage.exists(again.sha256), true);
      assert.deepEqual(await filesIn(stagingDir), []);
    });

    test('a failed or oversized stream leaves nothing behind', async () => {
      const { storage, stagingDir } = await create();
      await assert.rejects(putFile(storage, failingStream()), /connection reset/);
      await assert.rejects(putFile(storage, Readable.from(randomBytes(2048)), { maxBytes: 1024 }), FileTooLargeError);
      assert.deepEqual(await filesIn(stagingDir), []);
    });

    test('staging files left by a killed upload are swept once stale; a fresh one stays', async () => {
      const { storage, stagingDir } = await create();
      await mkdir(stagingDir, { recursive: true });
      const stale = join(stagingDir, `${randomUUID()}.part`);
      const fresh = join(stagingDir, `${randomUUID()}.part`);
      await writeFile(stale, 'half an upload');
      await writeFile(fresh, 'an upload in progress');
      const sevenHoursAgo = new Date(Date.now() - 7 * 3600_000);
      await utimes(stale, sevenHoursAgo, sevenHoursAgo);
      assert.equal(await storage.sweepStaging(STALE_STAGING_MS), 1);
      assert.deepEqual(await filesIn(stagingDir), [fresh.split('/').at(-1)]);
    });

    test('only hashes name files', async () => {
      const { storage } = await create();
      await assert.rejects(storage.open('../../etc/passwd'), /is not a SHA-256 hash/);
      await assert.rejects(storage.exists('A'.repeat(64)), /is not a SHA-256 hash/);
    });
  });
}

test('S3: a large file goes up in parts, under the key prefix', async () => {
  const storage = s3Storage(await scratch(), 'tenant-files/');
  standIn.requests.length = 0;
  const content = randomBytes(6 * 1024 * 1024 + 123);
  const stored = await putFile(storage, Readable.from(content, { highWaterMark: 64 * 1024 }));
  assert.ok(
    standIn.requests.some((request) => /^POST .*uploads/.test(request)),
    standIn.requests.join('; '),
  );
  assert.equal(standIn.requests.filter((request) => /^PUT .*partNumber/.test(request)).length, 2, standIn.requests.join('; '));
  const key = `/files/tenant-files/${stored.sha256.slice(0, 2)}/${stored.sha256.slice(2, 4)}/${stored.sha256}`;
  assert.deepEqual(standIn.objects.get(key), content);
  storage.destroy();
});

describeEachDatabase('repository on S3 storage', (db) => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp(db(), { fileStorage: s3Storage(await scratch(), 'app/') });
  });
  after(() => app.close());

  test('an upload lands in the bucket and downloads from it', async () => {
    const { access } = await login(app, 'admin@demo.test');
    const body = multipartBody({}, { name: 'bucket.txt', content: 'kept in a bucket' });
    const uploaded = await app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileUpload,
      headers: { host: 'localhost', authorization: `Bearer ${access}`, ...body.headers },
      payload: body.payload,
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const hash = sha256(Buffer.from('kept in a bucket'));
    assert.ok(standIn.objects.has(`/files/app/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`));
    const link = await app.inject({
      method: 'POST',
      url: DOCUMENT_PATHS.fileLink(uploaded.json().data.id),
      headers: { host: 'localhost', authorization: `Bearer ${access}` },
      payload: {},
    });
    const download = await app.inject({ method: 'GET', url: link.json().data.url, headers: { host: 'localhost' } });
    assert.equal(download.statusCode, 200);
    assert.equal(download.body, 'kept in a bucket');
  });
});
