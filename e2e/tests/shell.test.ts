// The shell end to end: session gates, redirects, permissions, not-found, a failing remote, logout.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { screenshot, signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser();

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await running.browser().newContext({ baseURL: running.product().url, viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

async function signedInPage(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await freshPage();
  await session.page.goto('/accounts/login');
  await signIn(session.page, email);
  return session;
}

describe('the shell', () => {
  test('a visitor without a session lands on the splash and returns to the page after signing in', async () => {
    const { context, page } = await freshPage();
    await page.goto('/audit-log');
    await page.waitForURL('**/accounts/splash');
    await screenshot(page, 'splash');
    await page
      .getByRole('link', { name: 'Sign in' })
      .or(page.getByRole('button', { name: 'Sign in' }))
      .first()
      .click();
    await page.waitForURL('**/accounts/login');
    await screenshot(page, 'login');
    await signIn(page, 'admin@demo.test');
    await page.waitForURL('**/audit-log');
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await context.close();
  });

  test('the home page sends each user to the dashboard their permissions allow', async () => {
    const admin = await signedInPage('admin@demo.test');
    await admin.page.goto('/');
    await admin.page.waitForURL('**/dashboard/admin');
    await admin.page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    // Loaded from the API: the figures always show (zeros too), an empty organisation's state below them.
    await admin.page.getByRole('list', { name: 'Key figures' }).waitFor();
    await screenshot(admin.page, 'admin-dashboard');
    await admin.context.close();

    const client = await signedInPage('client@demo.test');
    await client.page.goto('/');
    await client.page.waitForURL('**/dashboard/client');
    await client.page.getByRole('heading', { name: 'Client dashboard' }).waitFor();
    await client.context.close();
  });

  test('a user without the permission sees a spinner, then after 5 s the not-authorized message', async () => {
    const { context, page } = await signedInPage('client@demo.test');
    await page.goto('/audit-log');
    await page.getByRole('progressbar').first().waitFor();
    const shownAt = Date.now();
    await page.getByText('You are not authorized to view this page').waitFor({ timeout: 10_000 });
    assert.ok(Date.now() - shownAt >= 4_000, 'the message waits for the 5 s spinner');
    await context.close();
  });

  test('an unknown path shows page-not-found to a signed-in user', async () => {
    const { context, page } = await signedInPage('admin@demo.test');
    await page.goto('/no/such/page');
    await page.getByText('Page not found').waitFor();
    await context.close();
  });

  test('a remote that cannot load shows Refresh Now while the rest of the app works', async () => {
    const { context, page } = await signedInPage('admin@demo.test');
    await page.route('**/remotes/admin/**', (route) => route.abort('connectionrefused'));
    await page.goto('/audit-log');
    await page.getByRole('heading', { name: 'Oops! Something Went Wrong' }).waitFor({ timeout: 20_000 });
    await page.getByText("Try refreshing the page or clearing your browser's cache").waitFor();
    await screenshot(page, 'remote-down');
    // Another remote still loads from the sidebar.
    await page.getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('heading', { name: 'Projects' }).waitFor();
    // Refresh Now reloads the page: once the remote answers again, the screen loads.
    await page.goto('/audit-log');
    await page.getByRole('button', { name: 'Refresh Now' }).waitFor({ timeout: 20_000 });
    await page.unroute('**/remotes/admin/**');
    await page.getByRole('button', { name: 'Refresh Now' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await context.close();
  });

  test('signing out clears the five session cookies and leaves the workspace', async () => {
    const { context, page } = await signedInPage('admin@demo.test');
    await page.getByRole('button', { name: /account|user menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/accounts/**');
    const names = (await context.cookies()).map((cookie) => cookie.name);
    for (const name of ['access_token', 'refresh_token', 'user', 'user_type', 'entity']) {
      assert.ok(!names.includes(name), `${name} is cleared`);
    }
    await page.goto('/dashboard/admin');
    await page.waitForURL('**/accounts/splash');
    await context.close();
  });
});
