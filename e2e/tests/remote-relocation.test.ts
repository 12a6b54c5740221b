// A remote's build is deployed at another address: editing remotes.json beside the host is enough,
// the host is not rebuilt.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser.ts';
import { repoRoot, startProduct, type RunningProduct } from '../support/server.ts';
import { serveDirectory, type StaticServer } from '../support/static-server.ts';

let product: RunningProduct;
let elsewhere: StaticServer;
let browser: Browser;

before(async () => {
  product = await startProduct();
  elsewhere = await serveDirectory(join(repoRoot, 'remote-admin/dist'));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await elsewhere?.close();
  await product?.stop();
});

test('the host loads a remote from the address remotes.json gives', async () => {
  const context = await browser.newContext({ baseURL: product.url });
  const page = await context.newPage();
  // The deployment's remotes.json now points the admin remote at the other server.
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { admin: `${elsewhere.url}/mf-manifest.json` } }),
  );
  const sameOriginAdmin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${product.url}/remotes/admin/`)) sameOriginAdmin.push(request.url());
  });

  await page.goto('/accounts/login');
  await signIn(page, 'admin@demo.test');
  await page.goto('/audit-log');
  await page.getByRole('heading', { name: 'Audit log' }).waitFor();

  assert.ok(elsewhere.requests.includes('/mf-manifest.json'), 'the manifest came from the new address');
  assert.ok(elsewhere.requests.some((path) => path.endsWith('.js')), 'and so did its code');
  assert.deepEqual(sameOriginAdmin, [], 'nothing was fetched from the old address');
  await context.close();
});
