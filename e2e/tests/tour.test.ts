// The guided tour: offered on a first sign-in, walking the sections the person can open, kept as
// done on the account, and replayable from the account menu; on a desktop and on a phone.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { assertFitsWidth, screenshot, signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser();

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await running.browser().newContext({ baseURL: running.product().url, viewport });
  const page = await context.newPage();
  await page.goto('/accounts/login');
  await signIn(page, email);
  return page;
}

describe('the guided tour', () => {
  test('a first sign-in offers it; it walks every section of the admin; done, it is not offered again but can be replayed', async () => {
    const page = await signedIn('admin@demo.test', { width: 1440, height: 900 });
    const offer = page.getByRole('region', { name: /^Welcome/ });
    await offer.waitFor();
    await assertAccessible(page, 'the tour offer');
    await screenshot(page, 'tour-offer');

    await offer.getByRole('button', { name: 'Start the tour' }).click();
    const step = page.getByRole('alertdialog');
    await step.getByText('Dashboard', { exact: true }).waitFor();
    // Checked once faded in: half-transparent text mid-animation is not what a reader sees.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.react-joyride__floater')!).opacity === '1');
    await assertAccessible(page, 'a tour step');
    await screenshot(page, 'tour-first-step');

    // Seven sections, then notifications and the account menu.
    const titles: string[] = [];
    for (let shown = 1; shown <= 9; shown += 1) {
      // The primary button counts the steps ("Next (1 of 9)") and says "Done" on the last.
      const primary = step.getByRole('button', { name: shown === 9 ? 'Done' : `Next (${shown} of 9)` });
      await primary.waitFor();
      titles.push((await step.locator('h1, h2, h3, h4').first().textContent()) ?? '');
      await primary.click();
    }
    assert.deepEqual(titles, [
      'Dashboard',
      'Projects',
      'Repository',
      'Answer library',
      'Invite users',
      'Audit log',
      'Subscriptions',
      'Notifications',
      'Your account',
    ]);
    await step.waitFor({ state: 'detached' });

    // Kept on the account: a new page load does not offer it.
    await page.waitForResponse((response) => response.url().endsWith('/user-detail/tour/')).catch(() => undefined);
    await page.reload();
    await page.getByRole('heading', { name: 'Admin dashboard' }).waitFor();
    assert.equal(await offer.count(), 0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Take the tour' }).click();
    await step.getByRole('button', { name: 'Next (1 of 9)' }).waitFor();
    await page.keyboard.press('Escape');
    await step.waitFor({ state: 'detached' });
    await page.context().close();
  });

  test('on a phone it names the sections at the menu button and fits the screen', async () => {
    const page = await signedIn('client@demo.test', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Start the tour' }).click();
    const step = page.getByRole('alertdialog');
    await step.getByText('This button opens the menu: Dashboard, Projects.').waitFor();
    await assertFitsWidth(page, 'the tour on a phone');
    await screenshot(page, 'tour-phone');
    await step.getByRole('button', { name: 'Skip tour' }).click();
    await step.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
