// A remote's build is deployed at another address: editing remotes.json beside the host is enough,
// the host is not rebuilt.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser.ts';
import { repoRoot, startProduct, type RunningProduct } from '../support/server.ts';
import { serveDirectory, type StaticServer } from '../support/static-server.ts';

let product: RunningProduct;
let elsewhere: StaticServer;
let browser: Browser;
let deployment: string;

before(async () => {
  elsewhere = await serveDirectory(join(repoRoot, 'remote-admin/dist'));
  // A deployment of the same builds whose remotes.json points the admin remote at the other server.
  deployment = mkdtempSync(join(tmpdir(), 'e2e-deployment-'));
  cpSync(join(repoRoot, 'host/dist'), join(deployment, 'host/dist'), { recursive: true });
  for (const name of ['projects', 'repository', 'admin', 'billing']) symlinkSync(join(repoRoot, `remote-${name}`), join(deployment, `remote-${name}`));
  const remotes = JSON.parse(readFileSync(join(deployment, 'host/dist/remotes.json'), 'utf8'));
  writeFileSync(join(deployment, 'host/dist/remotes.json'), JSON.stringify({ ...remotes, admin: `${elsewhere.url}/mf-manifest.json` }));
  product = await startProduct({ FRONTEND_DIR: deployment });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await elsewhere?.close();
  await product?.stop();
  rmSync(deployment, { recursive: true, force: true });
});

test('the host loads a remote from the address remotes.json gives', async () => {
  const context = await browser.newContext({ baseURL: product.url });
  const page = await context.newPage();
  const sameOriginAdmin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${product.url}/remotes/admin/`)) sameOriginAdmin.push(request.url());
  });

  await page.goto('/accounts/login');
  await signIn(page, 'admin@demo.test');
  await page.goto('/audit-log');
  await page.getByRole('heading', { name: 'Audit log' }).waitFor();

  assert.ok(elsewhere.requests.includes('/mf-manifest.json'), 'the manifest came from the new address');
  assert.ok(
    elsewhere.requests.some((path) => path.endsWith('.js')),
    'and so did its code',
  );
  assert.deepEqual(sameOriginAdmin, [], 'nothing was fetched from the old address');
  await context.close();
});
