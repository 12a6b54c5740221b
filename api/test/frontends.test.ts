import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerSecurityHeaders } from '../src/http/security-headers.ts';
import { describeEachDatabase } from './support/databases.ts';
import { buildTestApp } from './support/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Shell</title><div id="root"></div>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const PRECOMPRESSED_BUNDLE = 'remote-projects/dist/412.a1b2c3d4.js';

/** A workspace with a built host and one built remote (projects); the other remotes are missing. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'frontends-'));
  const files: Record<string, string> = {
    'host/dist/index.html': INDEX_HTML,
    'host/dist/main.3f9a8b7c1d2e4f50.js': BUNDLE,
    'host/dist/remotes.json': '{"projects":"/remotes/projects/mf-manifest.json"}',
    'remote-projects/dist/mf-manifest.json': '{"name":"projects"}',
    'remote-projects/dist/remoteEntry.js': 'var projects;',
    [PRECOMPRESSED_BUNDLE]: BUNDLE,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  // As the front-end build does: the bundle's brotli and gzip forms beside it.
  writeFileSync(join(root, `${PRECOMPRESSED_BUNDLE}.br`), brotliCompressSync(BUNDLE));
  writeFileSync(join(root, `${PRECOMPRESSED_BUNDLE}.gz`), gzipSync(BUNDLE, { level: 9 }));
  return root;
}

test('HSTS only when the request came over https, as the trusted proxy says', async () => {
  const app = Fastify({ trustProxy: true });
  await registerSecurityHeaders(app, { recaptcha: false });
  app.get('/', async () => 'ok');
  const overHttps = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
  assert.match(String(overHttps.headers['strict-transport-security']), /max-age=31536000; includeSubDomains/);
  assert.equal((await app.inject({ url: '/' })).headers['strict-transport-security'], undefined);
  await app.close();
});

describeEachDatabase('front ends on the API port', (db) => {
  let app: FastifyInstance;
  let root: string;
  let stream: PassThrough;

  before(async () => {
    root = fakeBuilds();
    app = await buildTestApp(db(), { frontendDir: root });
    const eventStream = { 200: { content: { 'text/event-stream': { schema: z.string() } } } };
    app.get('/api/v1/test/events/', { schema: { response: eventStream } }, async (_request, reply) => {
      stream = new PassThrough();
      stream.write('data: first\n\n');
      return reply.type('text/event-stream').send(stream);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  test('deep links into the app get the shell, never cached', async () => {
    for (const url of ['/', '/project/project-list', '/accounts/login?next=%2Fsettings', '/audit-log']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX_HTML, url);
      assert.match(String(response.headers['content-type']), /^text\/html/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  test("a page's answer preloads the organisation's configuration, except on reset-password pages", async () => {
    for (const url of ['/accounts/login', '/accounts/splash', '/project/project-list']) {
      assert.equal((await get(url)).headers.link, '</api/v1/base/configuration/>; rel=preload; as=fetch; crossorigin', url);
    }
    assert.equal((await get('/accounts/reset-password/a-token')).headers.link, undefined);
  });

  test('pages carry a Content-Security-Policy with the remotes remotes.json names; every answer the other headers', async () => {
    const page = await get('/audit-log', { host: 'acme.localhost' });
    const policy = String(page.headers['content-security-policy']);
    assert.match(policy, /script-src 'self'(;| )/);
    assert.match(policy, /object-src 'none'/);
    assert.match(policy, /frame-ancestors 'self'/);
    assert.match(policy, /connect-src 'self' http:\/\/\*\.localhost(:\d+)?(;| )/, 'sign-in on a sibling organisation');
    assert.doesNotMatch(policy, /unsafe-eval|script-src[^;]*unsafe-inline/);
    for (const response of [page, await get('/api/v1/base/configuration/')]) {
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(response.headers['strict-transport-security'], undefined, 'plain http: no HSTS');
    }
    assert.equal((await get('/api/v1/base/configuration/')).headers['content-security-policy'], undefined, 'JSON needs none');

    // A remote moved to another address: the policy follows remotes.json, without a restart.
    writeFileSync(join(root, 'host/dist/remotes.json'), '{"projects":"https://cdn.example.net/projects/mf-manifest.json"}');
    const moved = String((await get('/')).headers['content-security-policy']);
    assert.match(moved, /script-src 'self' https:\/\/cdn\.example\.net;/);
    writeFileSync(join(root, 'host/dist/remotes.json'), '{"projects":"/remotes/projects/mf-manifest.json"}');
  });

  test('hashed files are cached for good, the files naming them are revalidated', async () => {
    const cases: [string, string][] = [
      ['/main.3f9a8b7c1d2e4f50.js', 'public, max-age=31536000, immutable'],
      ['/remotes.json', 'no-cache'],
      ['/remotes/projects/412.a1b2c3d4.js', 'public, max-age=31536000, immutable'],
      ['/remotes/projects/mf-manifest.json', 'no-cache'],
      ['/remotes/projects/remoteEntry.js', 'no-cache'],
    ];
    for (const [url, cacheControl] of cases) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], cacheControl, url);
    }
  });

  test('missing files, remotes and API addresses are 404s, not the shell', async () => {
    for (const url of ['/missing.js', '/remotes/projects/missing.js', '/remotes/admin/mf-manifest.json', '/api/v1/missing/']) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'This address does not exist.', code: 'not_found' }, url);
    }
  });

  test('a precompressed asset is sent as the build wrote it: brotli when asked for, gzip otherwise', async () => {
    const url = '/remotes/projects/412.a1b2c3d4.js';
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.deepEqual(brotli.rawPayload, readFileSync(join(root, `${PRECOMPRESSED_BUNDLE}.br`)), 'the .br file, not compressed again');
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), BUNDLE);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gzip.rawPayload, readFileSync(join(root, `${PRECOMPRESSED_BUNDLE}.gz`)));
    assert.equal(gunzipSync(gzip.rawPayload).toString(), BUNDLE);

    const plain = await get(url, { 'accept-encoding': 'identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, BUNDLE);

    for (const response of [brotli, gzip, plain]) {
      assert.match(String(response.headers['content-type']), /javascript/);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.match(String(response.headers.vary), /accept-encoding/i, 'a cache keeps each encoding apart');
    }
  });

  test('compressible answers are compressed', async () => {
    const gzip = await get('/main.3f9a8b7c1d2e4f50.js', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(gzip.rawPayload.length < BUNDLE.length / 10);
    const brotli = await get('/main.3f9a8b7c1d2e4f50.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(brotli.headers['content-encoding'], 'br');
  });

  test('a streamed answer reaches the client as it is written, not when it ends', { timeout: 10_000 }, async () => {
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/test/events/`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(response.headers.get('content-encoding'), null);
    const reader = response.body!.getReader();
    const read = async () => new TextDecoder().decode((await reader.read()).value);
    assert.equal(await read(), 'data: first\n\n');
    // The stream is still open: the second event must arrive on its own.
    stream.write('data: second\n\n');
    assert.equal(await read(), 'data: second\n\n');
    stream.end();
    assert.equal((await reader.read()).done, true);
  });
});
