// An access token that expires while the user works is refreshed once, transparently.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser({ ACCESS_TOKEN_TTL: '2' });

test('an expired access token is refreshed and the call retried without leaving the page', async () => {
  const context = await running.browser().newContext({ baseURL: running.product().url });
  // The notification stream renews an expired session in the background by itself (its own test
  // covers that); kept closed here, the one call below is what meets the expired token.
  await context.route('**/api/v1/notification_center/stream/', (route) => route.abort());
  const page = await context.newPage();
  await page.goto('/accounts/login');
  await signIn(page, 'admin@demo.test');
  const accessBefore = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.ok(accessBefore, 'signed in with an access token');

  await new Promise((wait) => setTimeout(wait, 3_000));
  const refreshCalls: number[] = [];
  const calls: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === '/api/v1/accounts/token/refresh/') refreshCalls.push(response.status());
    else if (path.startsWith('/api/v1/')) calls.push({ path, status: response.status() });
  });
  const profileLoaded = page.waitForResponse((response) => response.url().endsWith('/api/v1/accounts/user-detail/') && response.ok());
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await profileLoaded;

  // The page's calls go out together; those that meet the expired token share one refresh.
  assert.deepEqual(refreshCalls, [200], 'exactly one refresh');
  const refused = calls.filter((call) => call.status === 401).map((call) => call.path);
  assert.ok(refused.length > 0, 'a call met the expired token');
  for (const path of refused) {
    assert.ok(
      calls.some((call) => call.path === path && call.status === 200),
      `${path} was retried with the new token`,
    );
  }
  const accessAfter = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.notEqual(accessAfter, accessBefore, 'the new access token is stored');
  assert.ok(!new URL(page.url()).pathname.startsWith('/accounts/'), 'still in the workspace');
  await context.close();
});
