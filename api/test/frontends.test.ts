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
import { buildTestApp, login } from './support/test-app.ts';

// As the host's build writes it (host/public/index.html).
const INDEX_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Loading…</title></head><body><div id="root"></div></body></html>';
const FONT_400 = 'host/dist/assets/montserrat-latin-400-normal.be11f029.woff2';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const PRECOMPRESSED_BUNDLE = 'remote-projects/dist/412.a1b2c3d4.js';

/** A workspace with a built host and one built remote (projects); the other remotes are missing. */
function fakeBuilds(): string {
  const root = mkdtempSync(join(tmpdir(), 'frontends-'));
  const files: Record<string, string> = {
    'host/dist/index.html': INDEX_HTML,
    'host/dist/main.3f9a8b7c1d2e4f50.js': BUNDLE,
    [FONT_400]: 'wOF2',
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
    for (const url of ['/', '/project/project-list', '/accounts/splash?next=%2Fsettings', '/audit-log']) {
      const response = await get(url);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.body, INDEX_HTML, url);
      assert.match(String(response.headers['content-type']), /^text\/html/, url);
      assert.equal(response.headers['cache-control'], 'no-cache', url);
    }
  });

  test("a page's answer preloads the organisation's configuration, except on reset-password pages and the sign-in page (it carries it)", async () => {
    for (const url of ['/accounts/splash', '/project/project-list']) {
      assert.equal((await get(url)).headers.link, '</api/v1/base/configuration/>; rel=preload; as=fetch; crossorigin', url);
    }
    for (const url of ['/accounts/reset-password/a-token', '/accounts/login']) assert.equal((await get(url)).headers.link, undefined, url);
  });

  test("the sign-in page carries the organisation's texts, escaped, and its configuration as data", async () => {
    const { access } = await login(app, 'admin@demo.test');
    const hostile = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/v1/base/configuration/',
      headers: { authorization: `Bearer ${access}` },
      payload: { login_short_description: hostile, login_long_description: 'Line one\nLine & two', application_title: 'Acme <Trust>' },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    for (const url of ['/accounts/login', '/accounts/login/?next=%2Fsettings']) {
      const page = await get(url);
      assert.equal(page.statusCode, 200, url);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.equal(page.headers['cache-control'], 'no-cache');
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      const html = page.body;
      assert.ok(html.includes('<title>Acme &lt;Trust&gt;</title>'), html);
      assert.ok(html.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;'), 'the text, escaped');
      assert.ok(html.includes('Line one\nLine &amp; two'));
      assert.ok(html.includes('<h1 class="sign-in-first-paint__heading">Sign in</h1>'));
      assert.ok(html.includes('<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/montserrat-latin-400-normal.be11f029.woff2">'));
      // The only scripts: the JSON block (no markup can end it early) and none that runs.
      assert.deepEqual(html.match(/<script[^>]*>/g), ['<script type="application/json" id="public-configuration">']);
      const json = /<script type="application\/json" id="public-configuration">(.*?)<\/script>/.exec(html)![1]!;
      assert.ok(!json.includes('<'));
      const items = JSON.parse(json) as { name: string; value: string }[];
      assert.equal(items.find((item) => item.name === 'login_short_description')?.value, hostile);
    }
    // A browser with a session is taken on by the app at once: no card to flash.
    assert.equal((await get('/accounts/login', { cookie: 'user_type=user; refresh_token=abc' })).body, INDEX_HTML);
    // No organisation at that host: the page as it is (the app says so).
    assert.equal((await get('/accounts/login', { host: 'nowhere.localhost' })).body, INDEX_HTML);
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
