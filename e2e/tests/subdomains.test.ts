// Two organisations on real sub-domains over TLS: Chromium maps *.workspace.test to a local HTTPS
// proxy in front of the product, so the session cookies live on .workspace.test as in production.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn } from '../support/browser.ts';
import { repoRoot, startProduct, type RunningProduct } from '../support/server.ts';
import { selfSignedCertificate, startTlsProxy, type TlsProxy } from '../support/tls-proxy.ts';

const DOMAIN = 'workspace.test';
const ACME_ADMIN = 'ada@acme.test';
const ACME_PASSWORD = 'A-fresh-passphrase-for-2026';

let product: RunningProduct;
let proxy: TlsProxy;
let browser: Browser;
const origin = (slug: string) => `https://${slug}.${DOMAIN}:${proxy.port}`;

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

before(async () => {
  product = await startProduct({ TRUST_PROXY: 'true', LOG_LEVEL: 'info' });
  proxy = await startTlsProxy(product.url, selfSignedCertificate(DOMAIN));
  browser = await launchBrowser([`--host-resolver-rules=MAP *.${DOMAIN} 127.0.0.1,MAP ${DOMAIN} 127.0.0.1`, '--ignore-certificate-errors']);

  // Organisation acme and its first administrator, signed up on acme's own sub-domain.
  const printed = execFileSync(
    'npm',
    ['run', '--silent', 'org:create', '--', '--slug', 'acme', '--name', 'Acme Ltd', '--admin-email', ACME_ADMIN, '--url', `https://${DOMAIN}:${proxy.port}`],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATA_DIR: product.dataDir, PORT: new URL(product.url).port } },
  );
  const link = printed.match(/https:\/\/\S+\/accounts\/signup\/user\/\S+/)?.[0];
  assert.ok(link, `an invitation link is printed:\n${printed}`);
  assert.equal(new URL(link).origin, origin('acme'), "the invitation is on acme's sub-domain");
  const { context, page } = await newPage();
  await page.goto(link);
  await page.getByLabel(/^First name/).fill('Ada');
  await page.getByLabel(/^Last name/).fill('Lovelace');
  await page.getByLabel(/^Password/).fill(ACME_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(ACME_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard/admin');
  await context.close();
});

after(async () => {
  await browser?.close();
  await proxy?.stop();
  await product?.stop();
});

test("signing in on another organisation's host ends signed in on the user's own sub-domain", async () => {
  const { context, page } = await newPage();
  await page.goto(`${origin('demo')}/accounts/login`);
  await page.getByLabel('Email').fill(ACME_ADMIN);
  await page.getByLabel('Password', { exact: true }).fill(ACME_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === origin('acme') && url.pathname === '/dashboard/admin');
  await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();

  const accessCookie = (await context.cookies()).find((cookie) => cookie.name === 'access_token');
  assert.equal(accessCookie?.domain, `.${DOMAIN}`, 'the session lives on the parent domain');
  assert.equal(accessCookie?.secure, true);
  await context.close();
});

test("the demo administrator's token cannot read acme's data", async () => {
  const { context, page } = await newPage();
  await page.goto(`${origin('demo')}/accounts/login`);
  await signIn(page, 'admin@demo.test');
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.ok(token);

  // A page on acme's origin without the app, so the call below is the only one made there.
  await page.goto(`${origin('acme')}/api/v1/base/configuration/`);
  const status = await page.evaluate(
    async (bearer) => (await fetch('/api/v1/accounts/user-detail/', { headers: { Authorization: `Bearer ${bearer}` } })).status,
    token,
  );
  assert.equal(status, 401);
  await context.close();
});

test('a wrong password on the wrong host stays on the login page with the generic message', async () => {
  const { context, page } = await newPage();
  await page.goto(`${origin('demo')}/accounts/login`);
  await page.getByLabel('Email').fill(ACME_ADMIN);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-right-passphrase-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('The email or password is incorrect.').waitFor();
  assert.equal(page.url(), `${origin('demo')}/accounts/login`);
  await context.close();
});
