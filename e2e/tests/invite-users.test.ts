// Inviting a colleague from /invite-users: an administrator sends the invitation from the dialog, the
// link is read from the mail (logged in development), the colleague signs up with it in a browser of
// their own, and appears in the Users tab. Axe finds nothing serious, and a phone never scrolls sideways.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { assertFitsWidth, launchBrowser, signIn } from '../support/browser.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

const INVITEE = 'grace.newcomer@demo.test';
const PASSWORD = 'A-fresh-passphrase-for-2026';

/** Screenshots for people to look at: /tmp/invite-<name>.png. */
const snap = (page: Page, name: string) => page.screenshot({ path: `/tmp/invite-${name}.png`, fullPage: true });

describe('inviting users', () => {
  let product: RunningProduct;
  let browser: Browser;
  before(async () => {
    // Mails (with their links) are written to the log at info level in development.
    product = await startProduct({ LOG_LEVEL: 'info' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  test('an administrator invites a colleague, who signs up from the mailed link and appears in the Users tab', async () => {
    const admin = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 } });
    const page = await admin.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    await page.goto('/invite-users');
    await page.getByRole('heading', { level: 1, name: 'Invite users' }).waitFor();
    await page.getByText('No invitations yet.').waitFor();
    await snap(page, 'empty-1440');
    await assertAccessible(page, 'the empty invitations tab');

    await page.getByRole('button', { name: 'Invite user' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel(/^Email/).fill('grace.newcomer@');
    await dialog.getByText('Enter a valid email address.').waitFor();
    await dialog.getByLabel(/^Email/).fill(INVITEE);
    await dialog
      .getByRole('combobox', { name: /Role group/ })
      .filter({ hasText: 'Reviewer' })
      .waitFor();
    await snap(page, 'dialog-1440');
    await assertAccessible(page, 'the invite dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${INVITEE}.`).waitFor();
    const row = page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: INVITEE });
    await row.getByText('Pending').waitFor();
    assert.match(await row.innerText(), /Staff\s+Reviewer\s+—\s+Avery Admin/, 'type, role, no client, the inviter');
    await snap(page, 'invitations-1440');
    await assertAccessible(page, 'the invitations tab');

    const link = product.output().match(/https?:\/\/[^\s"\\]+\/accounts\/signup\/user\/[A-Za-z0-9_-]+/)?.[0];
    assert.ok(link, 'the invitation mail with its link was written (logged in development)');

    // The colleague, in a browser of their own.
    const invitee = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 } });
    const theirs = await invitee.newPage();
    await theirs.goto(new URL(link).pathname);
    await theirs.getByRole('heading', { name: 'Create your account' }).waitFor();
    await theirs.getByText(INVITEE).first().waitFor();
    await theirs.getByLabel(/^First name/).fill('Grace');
    await theirs.getByLabel(/^Last name/).fill('Newcomer');
    await theirs.getByLabel(/^Password/).fill(PASSWORD);
    await theirs.getByLabel(/^Confirm password/).fill(PASSWORD);
    await theirs.getByRole('button', { name: 'Create account' }).click();
    await theirs.waitForURL((url) => !url.pathname.startsWith('/accounts/'));
    await invitee.close();

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('newcomer');
    const user = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: INVITEE });
    await user.waitFor();
    assert.match(await user.innerText(), /Grace Newcomer/);
    assert.match(await user.innerText(), /Reviewer/);
    assert.match(await user.innerText(), /Active/);
    await snap(page, 'users-1440');
    await assertAccessible(page, 'the users tab');

    await page.getByRole('tab', { name: 'Invitations' }).click();
    await page.getByRole('table', { name: 'Invitations' }).getByRole('row').filter({ hasText: INVITEE }).getByText('Accepted').waitFor();
    await page.getByRole('tab', { name: 'Clients' }).click();
    await page.getByRole('table', { name: 'Clients' }).getByRole('row').filter({ hasText: 'Demo Client' }).waitFor();
    await snap(page, 'clients-1440');
    await assertAccessible(page, 'the clients tab');
    await admin.close();
  });

  test('on a phone every tab and the dialogs fit the screen', async () => {
    const phone = await browser.newContext({ baseURL: product.url, viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    for (const tab of ['invitations', 'users', 'clients']) {
      await page.goto(`/invite-users?tab=${tab}`);
      // A card per row on a phone, not a table.
      await page
        .getByRole('list', { name: tab[0]!.toUpperCase() + tab.slice(1) })
        .getByRole('listitem')
        .first()
        .waitFor();
      await assertFitsWidth(page, `the ${tab} tab`);
      await snap(page, `${tab}-390`);
      await assertAccessible(page, `the ${tab} tab on a phone`);
    }
    await page.getByRole('button', { name: 'Bulk invite' }).click();
    await page.getByRole('dialog', { name: 'Invite users from a spreadsheet' }).waitFor();
    await assertFitsWidth(page, 'the bulk invite dialog');
    await snap(page, 'bulk-390');
    await assertAccessible(page, 'the bulk invite dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Invite user' }).first().click();
    await page.getByRole('dialog', { name: 'Invite user' }).getByRole('radio', { name: 'Client user' }).check();
    await page.getByRole('dialog', { name: 'Invite user' }).getByRole('combobox', { name: 'Client' }).waitFor();
    await assertFitsWidth(page, 'the invite dialog');
    await snap(page, 'dialog-390');
    await phone.close();
  });
});
