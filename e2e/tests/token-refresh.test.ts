// An access token that expires while the user works is refreshed once, transparently.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser({ ACCESS_TOKEN_TTL: '2' });

test('an expired access token is refreshed and the call retried without leaving the page', async () => {
  const context = await running.browser().newContext({ baseURL: running.product().url });
  const page = await context.newPage();
  await page.goto('/accounts/login');
  await signIn(page, 'admin@demo.test');
  const accessBefore = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.ok(accessBefore, 'signed in with an access token');

  await new Promise((wait) => setTimeout(wait, 3_000));
  const refreshCalls: number[] = [];
  const profileStatuses: number[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/v1/accounts/token/refresh/') refreshCalls.push(response.status());
    if (path === '/api/v1/accounts/user-detail/') profileStatuses.push(response.status());
  });
  const profileLoaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/accounts/user-detail/') && response.ok(),
  );
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await profileLoaded;

  assert.deepEqual(refreshCalls, [200], 'exactly one refresh');
  assert.deepEqual(profileStatuses, [401, 200], 'the call failed once, then was retried with the new token');
  const accessAfter = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.notEqual(accessAfter, accessBefore, 'the new access token is stored');
  assert.ok(!new URL(page.url()).pathname.startsWith('/accounts/'), 'still in the workspace');
  await context.close();
});
