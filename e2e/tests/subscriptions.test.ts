// Subscriptions end to end, on the real API: an administrator creates a plan, assigns it to Demo Client
// after the plan the demo gave it (the dialog asks when), finds it in the list, filters by status and
// cancels it, then changes Demo Client's plan now (the demo's plan ends today, the new one starts
// today); the admin dashboard's "Active subscriptions" card opens the list it counts. axe-core and
// screenshots at desktop and phone width.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PROJECT_PATHS } from '../../shared/src/contract/workspacePaths.ts';
import { assertAccessible } from '../support/axe.ts';
import { assertFitsWidth, screenshot, signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser();
const WIDTHS = [1440, 390];
const PLAN = 'E2E Gold';

/** A screenshot at each width with axe-core over each, once the toasts have gone (the page is left at desktop width). */
async function lookAtEveryWidth(page: Page, name: string, ready: Locator): Promise<void> {
  // Every toast: a cancellation and a change shortly after it leave two.
  await page.waitForFunction(() => document.querySelector('#notistack-snackbar') === null, null, { timeout: 15_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready.waitFor();
    await screenshot(page, `subscriptions-${name}-${width}`);
    await assertAccessible(page, `${name} at ${width} px`);
    await assertFitsWidth(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
}

/** Chooses the option of a native select whose text starts with `start` (the texts carry dates). */
async function chooseStartingWith(select: Locator, start: string): Promise<void> {
  const option = select.locator('option').filter({ hasText: new RegExp(`^${start}`) });
  await select.selectOption((await option.getAttribute('value'))!);
}

describe('subscriptions', () => {
  test('an administrator creates a plan, assigns it after the current term, finds it by status, cancels it, then changes plan now', async () => {
    const context = await running.browser().newContext({ baseURL: running.product().url, viewport: { width: WIDTHS[0], height: 900 } });
    const page = await context.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();
    const table = page.getByRole('table', { name: 'Subscriptions' });
    const seeded = table.getByRole('row').filter({ hasText: 'Professional' });
    await seeded.getByText('Active').waitFor();
    await lookAtEveryWidth(page, 'list', page.getByRole('status').filter({ hasText: '1 subscription' }));

    // A plan, on the Plans tab.
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('listitem', { name: 'Professional' }).waitFor();
    await page.getByRole('button', { name: 'New plan' }).click();
    const planDialog = page.getByRole('dialog', { name: 'New plan' });
    await planDialog.getByLabel('Plan name').fill(PLAN);
    await planDialog.getByLabel('Price').fill('99.50');
    await planDialog.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await planDialog.getByLabel('Term in months').fill('6');
    await assertAccessible(page, 'the new plan dialog');
    await planDialog.getByRole('button', { name: 'Create plan' }).click();
    await page.getByText(`The ${PLAN} plan was created.`).waitFor();
    const planCard = page.getByRole('listitem', { name: PLAN });
    await planCard.getByText('€99.50 per month').waitFor();
    await lookAtEveryWidth(page, 'plans', planCard);

    // Assigned to Demo Client: asked when, it starts on the day the demo's Professional plan ends.
    await page.getByRole('button', { name: 'Assign plan' }).click();
    const assignDialog = page.getByRole('dialog', { name: 'Assign a plan' });
    await chooseStartingWith(assignDialog.getByRole('combobox', { name: 'Client' }), 'Demo Client');
    const when = assignDialog.getByRole('radiogroup', { name: /^Demo Client has Professional until \d\d\/\d\d\/\d{4}\. When does the new plan start\?$/ });
    await chooseStartingWith(assignDialog.getByRole('combobox', { name: 'Plan' }), PLAN);
    await assignDialog.getByRole('button', { name: 'Assign plan' }).click();
    await assignDialog.getByText('Choose when the new plan starts.').waitFor();
    await when.getByRole('radio', { name: /^After the current term, on \d\d\/\d\d\/\d{4}$/ }).check();
    await assertAccessible(page, 'the assign dialog');
    await screenshot(page, 'subscriptions-assign-1440');
    await assignDialog.getByRole('button', { name: 'Assign plan' }).click();
    await page.getByText(new RegExp(`^Demo Client has the ${PLAN} plan from \\d\\d/\\d\\d/\\d{4} to \\d\\d/\\d\\d/\\d{4}\\.$`)).waitFor();
    await assignDialog.waitFor({ state: 'detached' });
    const assigned = table.getByRole('row').filter({ hasText: PLAN });
    await assigned.getByText('Scheduled').waitFor();
    assert.match((await assigned.textContent()) ?? '', /€99\.50 per month/);

    // Found by its status, then cancelled.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('scheduled');
    await page.getByRole('status').filter({ hasText: '1 subscription' }).waitFor();
    assert.equal(await table.getByRole('row').count(), 2, 'the heading row and the scheduled subscription');
    // A table from tablet width up, cards on a phone.
    const shown = page.getByRole('table', { name: 'Subscriptions' }).or(page.getByRole('list', { name: 'Subscriptions' }));
    await lookAtEveryWidth(page, 'scheduled', shown.getByText(PLAN, { exact: false }).first());
    await page.getByRole('button', { name: `Cancel the ${PLAN} subscription of Demo Client` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel the ${PLAN} subscription of Demo Client?` });
    await assertAccessible(page, 'the cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText(`The ${PLAN} subscription of Demo Client was cancelled.`).waitFor();
    await page.getByText('No subscriptions match these filters.').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('cancelled');
    await table.getByRole('row').filter({ hasText: PLAN }).getByText('Cancelled').waitFor();

    // Changed now: the demo's Professional plan ends today and the new plan starts today.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await page.getByRole('button', { name: 'Assign plan' }).click();
    await chooseStartingWith(assignDialog.getByRole('combobox', { name: 'Client' }), 'Demo Client');
    await chooseStartingWith(assignDialog.getByRole('combobox', { name: 'Plan' }), PLAN);
    await assignDialog.getByRole('radio', { name: 'Change now: Professional ends today and the new plan starts today' }).check();
    await screenshot(page, 'subscriptions-change-now-1440');
    await assignDialog.getByRole('button', { name: 'Assign plan' }).click();
    await page
      .getByText(new RegExp(`^Demo Client has the ${PLAN} plan from \\d\\d/\\d\\d/\\d{4} to \\d\\d/\\d\\d/\\d{4}\\. The Professional plan ended today\\.$`))
      .waitFor();
    await assignDialog.waitFor({ state: 'detached' });
    const changed = table.getByRole('row').filter({ hasText: PLAN }).filter({ hasText: 'Active' });
    const ended = table.getByRole('row').filter({ hasText: 'Professional' });
    await ended.getByText('Expired').waitFor();
    const cells = async (row: Locator) => (await row.getByRole('cell').allTextContents()).slice(0, 5);
    const [, , newStart] = await cells(changed);
    const [, , , oldEnd] = await cells(ended);
    assert.equal(oldEnd, newStart, 'the old plan ends on the day the new one starts');
    await lookAtEveryWidth(page, 'changed-now', shown.getByText(PLAN, { exact: false }).first());

    // Its end date moved: it now runs until cancelled.
    await changed.getByRole('button', { name: `Change the end date of the ${PLAN} subscription of Demo Client` }).click();
    const endDialog = page.getByRole('dialog', { name: `End date of the ${PLAN} subscription of Demo Client` });
    await endDialog.getByRole('button', { name: /^Choose end date, selected date is/ }).waitFor();
    await assertAccessible(page, 'the end date dialog');
    await screenshot(page, 'subscriptions-end-date-1440');
    await endDialog.getByRole('checkbox', { name: 'No end date: runs until cancelled' }).check();
    await endDialog.getByRole('button', { name: 'Save end date' }).click();
    await page.getByText(`The ${PLAN} subscription of Demo Client now runs until cancelled.`).waitFor();
    await changed.getByText('Until cancelled').waitFor();

    // The dashboard's card counts what its list shows. The dashboard shows its figures once the
    // organisation has a project: one is started through the API.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    const headers = { authorization: `Bearer ${token}` };
    const clients = (await (await context.request.get(PROJECT_PATHS.entities, { headers })).json()).data as { id: string; name: string }[];
    const demoClient = clients.find((client) => client.name === 'Demo Client')!;
    const started = await context.request.post(PROJECT_PATHS.projects, { headers, data: { entity_id: demoClient.id, name: 'Dashboard project' } });
    assert.equal(started.status(), 201, await started.text());
    await page.goto('/dashboard/admin');
    const card = page.getByRole('link', { name: /Active subscriptions/ });
    assert.equal((await card.textContent())?.trim(), '1 Active subscriptions');
    await card.click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('status').filter({ hasText: '1 subscription' }).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Status' }).inputValue(), 'active');
    await context.close();
  });
});
