// The account flows end to end: an invitation from `npm run org:create` to a signed-in administrator
// on the organisation's sub-domain, forgot and reset password with the mailed link, the sign-up-link
// rule for a signed-in user, a settings round trip, and an expired password forcing a change.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshot, signIn } from '../support/browser.ts';
import { createScratchDatabase, postgresAnswers, psql } from '../support/postgres.ts';
import { DEMO_PASSWORD, repoRoot, startProduct, type RunningProduct } from '../support/server.ts';

const NEW_PASSWORD = 'A-fresh-passphrase-for-2026';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

async function newPage(url: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

async function fillNewPassword(page: Page, password: string, [label, confirmLabel]: [RegExp, RegExp]) {
  await page.getByLabel(label).fill(password);
  await page.getByLabel(confirmLabel).fill(password);
}

describe('on the embedded database', () => {
  let product: RunningProduct;
  before(async () => {
    product = await startProduct({ LOG_LEVEL: 'info' });
  });
  after(() => product?.stop());

  test('npm run org:create invites the first administrator, who signs up on the new sub-domain', async () => {
    const printed = execFileSync(
      'npm',
      ['run', '--silent', 'org:create', '--', '--slug', 'acme', '--name', 'Acme Ltd', '--admin-email', 'ada@acme.test', '--url', product.url],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DATA_DIR: product.dataDir, PORT: new URL(product.url).port } },
    );
    const link = printed.match(/https?:\/\/\S+\/accounts\/signup\/user\/\S+/)?.[0];
    assert.ok(link, `an invitation link is printed:\n${printed}`);
    assert.equal(new URL(link).hostname, 'acme.localhost', 'the link is on the organisation’s sub-domain');

    const { context, page } = await newPage(new URL(link).origin);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByText('ada@acme.test').first().waitFor();
    await page.getByLabel(/^First name/).fill('Ada');
    await page.getByLabel(/^Last name/).fill('Lovelace');
    await fillNewPassword(page, NEW_PASSWORD, [/^Password/, /^Confirm password/]);
    await screenshot(page, 'signup-user');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/admin');
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();

    // The invitation is single-use.
    await page.context().clearCookies();
    await page.goto(link);
    await page
      .getByText(/already been used|no longer valid|not valid/i)
      .first()
      .waitFor();
    await context.close();
  });

  test('a signed-in user who opens a sign-up link is signed out first', async () => {
    const { context, page } = await newPage(product.url);
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    await page.goto('/accounts/signup/user/some-invitation-token');
    await page.waitForURL('**/accounts/signup/user/some-invitation-token');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    assert.ok(!names.includes('access_token') && !names.includes('refresh_token'), 'the session is cleared');
    await context.close();
  });

  test('forgot password mails a link that sets a new password; the old one stops working', async () => {
    const { context, page } = await newPage(product.url);
    await page.goto('/accounts/forgot-password');
    await page.getByLabel(/^Email/).fill('client@demo.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByRole('status')
      .getByText(/If an account exists for that email/)
      .waitFor();

    const link = product.output().match(/https?:\/\/[^\s"\\]+\/accounts\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, 'the mail with the link was written (logged in development)');
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await fillNewPassword(page, NEW_PASSWORD, [/^New password/, /^Confirm new password/]);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/accounts/login');
    await page.getByText('Your password has been changed. Please sign in.').waitFor();

    await page.getByLabel('Email').fill('client@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email or password is incorrect.').waitFor();
    await signIn(page, 'client@demo.test', NEW_PASSWORD);
    await page.waitForURL('**/dashboard/client');

    // The link was single-use.
    await page.goto(new URL(link).pathname);
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await context.close();
  });

  test('settings: a changed name is saved and shown after a reload', async () => {
    const { context, page } = await newPage(product.url);
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings?tab=profile');
    await page.getByLabel(/^First name/).fill('Grace');
    // Listened for before the click: the answer can arrive before the click's promise settles.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/accounts/user-detail/') && response.request().method() === 'PATCH');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await saved;
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    assert.equal(await page.getByLabel(/^First name/).inputValue(), 'Grace');
    await context.close();
  });
});

describe('on PostgreSQL', { skip: !postgresAnswers() && 'PostgreSQL at 127.0.0.1:5432 does not answer' }, () => {
  let product: RunningProduct;
  let database: ReturnType<typeof createScratchDatabase>;
  before(async () => {
    database = createScratchDatabase('identity');
    product = await startProduct({ DATABASE_URL: database.url });
  });
  after(async () => {
    await product?.stop();
    database?.drop();
  });

  test('a client user invited by the organisation signs up with the client’s company, country and state', async () => {
    // The admin screens that send invitations come later: the test writes one as they will (hashed token).
    const token = randomBytes(24).toString('base64url');
    psql(
      database.name,
      `insert into invitations (tenant_id, token_hash, email, user_type, role_group_id, expires_at)
       select t.id, '${createHash('sha256').update(token).digest('hex')}', 'buyer@globex.test', 'entity', r.id, now() + interval '7 days'
       from tenants t join role_groups r on r.tenant_id = t.id and r.name = 'Client' where t.slug = 'demo'`,
    );
    const { context, page } = await newPage(product.url);
    await page.goto(`/accounts/signup/entity/${token}`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel(/^First name/).fill('Gina');
    await page.getByLabel(/^Last name/).fill('Globex');
    await page.getByLabel(/^Company name/).fill('Globex Corporation');
    await page.getByLabel(/^Country/).fill('United States');
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await page.getByLabel(/^State/).fill('Oregon');
    await page.getByRole('option', { name: 'Oregon', exact: true }).click();
    await fillNewPassword(page, NEW_PASSWORD, [/^Password/, /^Confirm password/]);
    await screenshot(page, 'signup-entity');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard/client');

    const client = psql(
      database.name,
      "select e.name || '|' || e.country || '|' || e.state from users u join entities e on e.id = u.entity_id where u.email = 'buyer@globex.test'",
    );
    assert.equal(client.trim(), 'Globex Corporation|US|US-OR');
    await context.close();
  });

  test('an expired password must be changed before anything else', async () => {
    psql(database.name, "update users set password_changed_at = now() - interval '400 days' where email = 'client@demo.test'");
    const { context, page } = await newPage(product.url);
    await page.goto('/accounts/login');
    await signIn(page, 'client@demo.test');
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    await page.goto('/project/project-list');
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
    await fillNewPassword(page, NEW_PASSWORD, [/^New password/, /^Confirm new password/]);
    await page.getByRole('button', { name: 'Change password and continue' }).click();
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    await context.close();
  });
});
