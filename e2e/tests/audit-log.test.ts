// The audit log in the browser: an administrator signs in and creates a project (both recorded), then
// sorts the log by its Time heading (oldest first, kept in the address), finds the project's entry on
// /audit-log by its filters, opens its before/after, exports the filtered
// entries as CSV, and reads the same screen on a phone. Axe finds nothing serious at either width.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { PROJECT_PATHS } from '../../shared/src/contract/workspacePaths.ts';
import { assertAccessible } from '../support/axe.ts';
import { assertFitsWidth, launchBrowser, screenshot, signIn } from '../support/browser.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

const PROJECT_NAME = 'Audit trail vendor review';

/** The entries' times on the page, as milliseconds (the table shows MM/DD/YYYY hh:mm AM). */
async function entryTimes(entries: Locator): Promise<number[]> {
  const cells = await entries.locator('tbody tr td:first-child').allTextContents();
  return cells.map((text) => {
    const [, month, day, year, hour, minute, half] = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) ([AP])M$/.exec(text.trim()) ?? [];
    assert.ok(month, `a time: ${text}`);
    return new Date(Number(year), Number(month) - 1, Number(day), (Number(hour) % 12) + (half === 'P' ? 12 : 0), Number(minute)).getTime();
  });
}

const isSorted = (times: number[], order: 'ascending' | 'descending') =>
  times.every((time, index) => index === 0 || (order === 'ascending' ? times[index - 1]! <= time : times[index - 1]! >= time));

describe('the audit log', () => {
  let product: RunningProduct;
  let browser: Browser;
  before(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  test('an administrator finds what they just did, with its details, exports it, and reads it on a phone', async () => {
    const context = await browser.newContext({ baseURL: product.url, viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');

    // Something audited: a project, created with the signed-in person's own session.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    assert.ok(token, 'signed in: the access_token cookie is set');
    const headers = { authorization: `Bearer ${token}` };
    const clients = (await (await context.request.get(PROJECT_PATHS.entities, { headers })).json()).data as { id: string; name: string }[];
    const demoClient = clients.find((client) => client.name === 'Demo Client');
    assert.ok(demoClient);
    const created = await context.request.post(PROJECT_PATHS.projects, { headers, data: { entity_id: demoClient.id, name: PROJECT_NAME } });
    assert.equal(created.status(), 201, await created.text());

    await page.goto('/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByText('Chain verified').waitFor();
    const entries = page.getByRole('table', { name: 'Audit entries' });
    // The sign-in is there, newest entries first.
    await entries.getByRole('row').filter({ hasText: 'Signed in' }).first().waitFor();

    // Sorted by its Time heading: oldest first, in the address (a reload keeps it), then newest first again.
    const timeHeading = entries.getByRole('columnheader', { name: 'Time' });
    assert.equal(await timeHeading.getAttribute('aria-sort'), 'descending');
    const newestFirst = await entryTimes(entries);
    assert.ok(newestFirst.length > 1, 'several entries to sort');
    assert.ok(isSorted(newestFirst, 'descending'), newestFirst.join(', '));
    const rowTexts = () => entries.locator('tbody tr').allTextContents();
    const newestFirstRows = await rowTexts();
    assert.match((await entries.getByRole('row').nth(1).textContent()) ?? '', new RegExp(PROJECT_NAME));
    await timeHeading.getByRole('button', { name: 'Time' }).click();
    await page.waitForURL(/[?&]ordering=created_at(&|$)/);
    await entries.locator('th[aria-sort="ascending"]', { hasText: 'Time' }).waitFor();
    await page.reload();
    await entries.locator('th[aria-sort="ascending"]', { hasText: 'Time' }).waitFor();
    await entries.getByRole('row').nth(1).filter({ hasNotText: PROJECT_NAME }).waitFor();
    const oldestFirst = await entryTimes(entries);
    assert.ok(isSorted(oldestFirst, 'ascending'), oldestFirst.join(', '));
    if (newestFirst.length < 25) assert.deepEqual(await rowTexts(), [...newestFirstRows].reverse(), 'one page: the same entries, reversed');
    // Times show minutes only: the rows tell the order apart, the newest (the project) no longer first.
    assert.doesNotMatch((await entries.getByRole('row').nth(1).textContent()) ?? '', new RegExp(PROJECT_NAME));
    await screenshot(page, 'audit-log-oldest-first-1440');
    await page.screenshot({ path: '/tmp/audit-sorted-1440.png' });
    await timeHeading.getByRole('button', { name: 'Time' }).click();
    await entries.locator('th[aria-sort="descending"]', { hasText: 'Time' }).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('ordering'));

    await page.getByLabel('Client').selectOption({ label: 'Demo Client' });
    await page.getByLabel('Category').selectOption({ label: 'Projects' });
    await page.getByLabel('Action').selectOption({ label: 'Created' });
    const row = entries.getByRole('row').filter({ hasText: PROJECT_NAME });
    await row.waitFor();
    await page.getByText('1 entry matches these filters').waitFor();
    assert.match((await row.textContent()) ?? '', /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M.*Avery Admin.*Demo Client.*Projects.*Created/);
    await assertAccessible(page, 'audit log, filtered');
    await screenshot(page, 'audit-log-1440');
    await page.screenshot({ path: '/tmp/audit-list-1440.png', fullPage: true });

    await row.getByRole('button', { name: /details$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Projects: Created' });
    await dialog.waitFor();
    await dialog.getByRole('table', { name: 'Recorded changes' }).getByRole('row').filter({ hasText: PROJECT_NAME }).waitFor();
    await dialog.getByText('127.0.0.1').waitFor();
    await assertAccessible(page, 'audit entry details');
    await page.screenshot({ path: '/tmp/audit-details-1440.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    assert.equal(lines.length, 2, csv);
    assert.ok(lines[1]!.includes(PROJECT_NAME));

    // A phone: cards instead of the table, and nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const cards = page.getByRole('list', { name: 'Audit entries' });
    await cards.getByRole('listitem').filter({ hasText: PROJECT_NAME }).waitFor();
    await page.getByText('Chain verified').waitFor();
    await assertFitsWidth(page, 'audit log at 390 px');
    await assertAccessible(page, 'audit log at 390 px');
    await screenshot(page, 'audit-log-390');
    await page.screenshot({ path: '/tmp/audit-list-390.png', fullPage: true });

    // The details fill the phone's screen, and fit it too.
    await cards
      .getByRole('listitem')
      .filter({ hasText: PROJECT_NAME })
      .getByRole('button', { name: /details$/ })
      .click();
    await page.getByRole('dialog', { name: 'Projects: Created' }).waitFor();
    await assertFitsWidth(page, 'audit entry details at 390 px');
    await assertAccessible(page, 'audit entry details at 390 px');
    await page.screenshot({ path: '/tmp/audit-details-390.png' });
    await context.close();
  });
});
