// The notification centre in the browser, on the staging layout: two API processes share one
// PostgreSQL database. The client user's browser holds its live stream on one process; the
// administrator assigns them to a project through the other. Their bell counts it without a reload,
// a toast tells it, the panel lists it, and choosing it opens the project and the count falls.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROJECT_PATHS } from '../../shared/src/contract/workspacePaths.ts';
import { assertAccessible } from '../support/axe.ts';
import { launchBrowser, signIn } from '../support/browser.ts';
import { createScratchDatabase, postgresAnswers } from '../support/postgres.ts';
import { startProduct, type RunningProduct } from '../support/server.ts';

const PROJECT_NAME = 'Northwind vendor assessment';
const LIVE_TIMEOUT_MS = 15_000;

async function signedIn(browser: Browser, product: RunningProduct, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${product.url}/accounts/login`);
  await signIn(page, email);
  return { context, page };
}

async function bearer(context: BrowserContext): Promise<Record<string, string>> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.ok(token, 'signed in: the access_token cookie is set');
  return { authorization: `Bearer ${token}` };
}

describe('notifications', { skip: !postgresAnswers() && 'PostgreSQL at 127.0.0.1:5432 does not answer' }, () => {
  const replicas: RunningProduct[] = [];
  let database: ReturnType<typeof createScratchDatabase>;
  let browser: Browser;
  before(async () => {
    database = createScratchDatabase('notifications');
    // One after the other, as replicas come up: the second finds the database migrated and seeded.
    replicas.push(await startProduct({ DATABASE_URL: database.url }));
    replicas.push(await startProduct({ DATABASE_URL: database.url }));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await Promise.all(replicas.map((replica) => replica.stop()));
    database?.drop();
  });

  test('an assignment made on one API process reaches the assignee on another, live', async () => {
    const [first, second] = replicas as [RunningProduct, RunningProduct];
    const admin = await signedIn(browser, first, 'admin@demo.test');
    const client = await signedIn(browser, second, 'client@demo.test');
    const bell = client.page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    assert.equal(await bell.getAttribute('aria-label'), 'Notifications', 'nothing unread yet');

    // The panel's empty state.
    await bell.click();
    const panel = client.page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText("You're all caught up").waitFor();
    await client.page.screenshot({ path: '/tmp/notif-empty-1440.png' });
    await client.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // The administrator starts a project for the client's organisation and assigns the client user.
    const headers = await bearer(admin.context);
    const api = admin.context.request;
    const clients = (await (await api.get(`${first.url}${PROJECT_PATHS.entities}`, { headers })).json()).data as { id: string; name: string }[];
    const demoClient = clients.find((entry) => entry.name === 'Demo Client');
    assert.ok(demoClient, 'the seeded client');
    const members = (await (await api.get(`${first.url}${PROJECT_PATHS.entityMembers}?entity_id=${demoClient.id}`, { headers })).json()).data as {
      id: string;
      email: string;
    }[];
    const clientUser = members.find((member) => member.email === 'client@demo.test');
    assert.ok(clientUser, 'the client user can be assigned');
    const created = await api.post(`${first.url}${PROJECT_PATHS.projects}`, {
      headers,
      data: { entity_id: demoClient.id, name: PROJECT_NAME, assigned_to: [clientUser.id] },
    });
    assert.equal(created.status(), 201, await created.text());
    const projectId = (await created.json()).data.id as string;

    // No reload: the stream brings it to the bell and a toast.
    await client.page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: LIVE_TIMEOUT_MS });
    await client.page.getByText(`You were assigned to ${PROJECT_NAME}`).first().waitFor();
    await client.page.screenshot({ path: '/tmp/notif-toast-1440.png' });

    await bell.click();
    await panel.waitFor();
    const item = panel.getByRole('button', { name: new RegExp(`You were assigned to ${PROJECT_NAME}`) });
    await item.waitFor();
    assert.match(await item.innerText(), /Just now|minute/);
    await assertAccessible(client.page, 'the open panel');
    await client.page.screenshot({ path: '/tmp/notif-panel-1440.png' });

    // At phone width the panel fits the screen.
    await client.page.setViewportSize({ width: 390, height: 844 });
    await client.page.waitForTimeout(300);
    const fits = await client.page.evaluate(() => {
      const paper = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
      return { page: document.documentElement.scrollWidth, viewport: window.innerWidth, left: paper.left, right: paper.right };
    });
    assert.ok(fits.page <= fits.viewport, `the page is ${fits.page} px wide on a ${fits.viewport} px screen`);
    assert.ok(fits.left >= 0 && fits.right <= fits.viewport, `the panel spans ${fits.left}-${fits.right} px on a ${fits.viewport} px screen`);
    await client.page.screenshot({ path: '/tmp/notif-panel-390.png' });

    // Choosing it opens the project, and it is read.
    await item.click();
    await client.page.waitForURL((url) => url.pathname === `/project/project-details/${projectId}`);
    await client.page.getByRole('button', { name: 'Notifications' }).waitFor();
    await client.page.getByRole('heading', { name: PROJECT_NAME }).first().waitFor();
    await client.page.screenshot({ path: '/tmp/notif-after-390.png' });

    await admin.context.close();
    await client.context.close();
  });
});
