// Every main screen at phone width (390 px), as an administrator and as a client user: the page never
// scrolls sideways, each list's row actions are on screen and not covered, and the tour's offer folds
// into a small button instead of covering the page. Screenshots: e2e/artifacts/phone-*.png.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DOCUMENT_PATHS, INVITE_USERS_PATHS, PROJECT_PATHS } from '../../shared/src/contract/workspacePaths.ts';
import { assertFitsWidth, screenshot, signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';
import { apiAs } from '../support/signed-in-api.ts';

const running = useProductAndBrowser();
const PHONE = { width: 390, height: 844 };
const PROJECT = 'Phone layout review';
const INVITEE = 'phone.invitee@demo.test';

interface Screen {
  path: string;
  name: string;
  /** The level-1 heading the screen shows once loaded. */
  heading: string;
  /** A row's action (or the row's own link) that must be on screen. */
  action?: (page: Page) => Locator;
}

async function signedIn(email: string): Promise<Page> {
  const context = await running.browser().newContext({ baseURL: running.product().url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/accounts/login');
  await signIn(page, email);
  return page;
}

/** How long a toast stays over the page at most. */
const TOAST_MS = 8_000;

/** On screen, inside the 390 px, and the topmost element at its centre (nothing covers it). */
async function assertUsable(page: Page, action: Locator, what: string): Promise<void> {
  await action.scrollIntoViewIfNeeded();
  const box = await action.boundingBox();
  assert.ok(box, `${what}: shown`);
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${what}: from ${box.x} to ${box.x + box.width} px, off a ${PHONE.width} px screen`);
  // A toast may pass over it for a few seconds (it is answered by then, not part of the layout).
  const deadline = Date.now() + TOAST_MS;
  let covering = '';
  do {
    covering = await action.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const top = document.elementFromPoint(x + width / 2, y + height / 2);
      if (top && (element === top || element.contains(top))) return '';
      return top ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}.${top.className} "${(top.textContent ?? '').slice(0, 60)}"` : 'nothing';
    });
    if (covering) await page.waitForTimeout(250);
  } while (covering && Date.now() < deadline);
  assert.equal(covering, '', `${what}: covered by ${covering}`);
}

async function visit(page: Page, screen: Screen, who: string): Promise<void> {
  await page.goto(screen.path);
  await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor();
  const action = screen.action?.(page);
  if (action) await action.waitFor();
  // Nothing left loading (lists poll, so the network never goes quiet).
  else await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate'));
  await assertFitsWidth(page, `${screen.name} (${who})`);
  if (action) await assertUsable(page, action, `${screen.name} (${who})`);
  await screenshot(page, `phone-${who}-${screen.name}`);
}

/** The offer of the tour is a card at first, then a small button that opens it again. */
async function assertTourOfferFolds(page: Page): Promise<void> {
  const offer = page.getByRole('region', { name: /^Welcome/ });
  await offer.waitFor();
  const reopen = page.getByRole('button', { name: 'Show the tour offer' });
  await reopen.waitFor({ timeout: 15_000 });
  assert.equal(await offer.count(), 0, 'the card has folded');
  const box = (await reopen.boundingBox())!;
  assert.ok(box.width <= 64 && box.height <= 64, `the folded offer is small: ${box.width}×${box.height} px`);
  await screenshot(page, 'phone-admin-tour-folded');
  await reopen.click();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await offer.waitFor({ state: 'detached' });
  assert.equal(await reopen.count(), 0, 'answered, nothing is left of the offer');
}

describe('phone layouts at 390 px', () => {
  test('an administrator reads every main screen without sideways scrolling, row actions in view', async () => {
    const page = await signedIn('admin@demo.test');
    const admin = await apiAs(page.context());
    const clients = (await (await admin.request.get(PROJECT_PATHS.entities, { headers: admin.headers })).json()).data as { id: string; name: string }[];
    const demoClient = clients.find((client) => client.name === 'Demo Client');
    assert.ok(demoClient);
    const project = await admin.request.post(PROJECT_PATHS.projects, { headers: admin.headers, data: { entity_id: demoClient.id, name: PROJECT } });
    assert.equal(project.status(), 201, await project.text());
    const projectId = ((await project.json()) as { data: { id: string } }).data.id;
    const roles = (await (await admin.request.get(INVITE_USERS_PATHS.roleGroups, { headers: admin.headers })).json()).data as { id: string; name: string }[];
    const invited = await admin.request.post(INVITE_USERS_PATHS.inviteUser, {
      headers: admin.headers,
      data: { email: INVITEE, user_type: 'user', role_group_id: roles[0].id },
    });
    assert.equal(invited.status(), 201, await invited.text());
    const uploaded = await admin.request.post(DOCUMENT_PATHS.fileUpload, {
      headers: admin.headers,
      multipart: {
        file: { name: 'Access control policy with a long name.txt', mimeType: 'text/plain', buffer: Buffer.from('Access is reviewed every quarter.') },
      },
    });
    assert.equal(uploaded.status(), 201, await uploaded.text());

    await page.goto('/dashboard/admin');
    await assertTourOfferFolds(page);

    const screens: Screen[] = [
      { path: '/dashboard/admin', name: 'admin-dashboard', heading: 'Admin dashboard' },
      { path: '/project/project-list', name: 'projects', heading: 'Projects', action: (p) => p.getByRole('link', { name: PROJECT }) },
      { path: `/project/project-details/${projectId}`, name: 'project-details', heading: PROJECT },
      {
        path: '/repository',
        name: 'repository',
        heading: 'Repository',
        action: (p) => p.getByRole('button', { name: /Actions for Access control policy/ }),
      },
      { path: '/version-history', name: 'version-history', heading: 'Version history' },
      { path: '/answer-library', name: 'answer-library', heading: 'Answer library' },
      {
        path: '/invite-users',
        name: 'invitations',
        heading: 'Invite users',
        action: (p) => p.getByRole('button', { name: `Revoke the invitation of ${INVITEE}` }),
      },
      { path: '/invite-users?tab=users', name: 'users', heading: 'Invite users', action: (p) => p.getByRole('button', { name: 'Deactivate Casey Client' }) },
      { path: '/invite-users?tab=clients', name: 'clients', heading: 'Invite users', action: (p) => p.getByRole('button', { name: 'Deactivate Demo Client' }) },
      { path: '/audit-log', name: 'audit-log', heading: 'Audit log', action: (p) => p.getByRole('button', { name: /Created: details$/ }).first() },
      {
        path: '/subscription',
        name: 'subscriptions',
        heading: 'Subscriptions',
        action: (p) => p.getByRole('button', { name: 'Cancel the Professional subscription of Demo Client' }),
      },
      { path: '/settings', name: 'settings', heading: 'Settings' },
    ];
    for (const screen of screens) await visit(page, screen, 'admin');

    // Filters wait in a drawer: the button counts those set, and the list follows them.
    await page.goto('/subscription');
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByLabel('Status').selectOption({ label: 'Active' });
    await screenshot(page, 'phone-admin-subscription-filters');
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await assertUsable(page, page.getByRole('button', { name: 'Cancel the Professional subscription of Demo Client' }), 'filtered subscriptions');
    await page.context().close();
  });

  test('a client user reads their screens without sideways scrolling', async () => {
    const page = await signedIn('client@demo.test');
    await page.getByRole('button', { name: 'Not now' }).click();
    const screens: Screen[] = [
      { path: '/dashboard/client', name: 'client-dashboard', heading: 'Client dashboard', action: (p) => p.getByRole('link', { name: PROJECT }).first() },
      { path: '/project/project-list', name: 'projects', heading: 'Projects', action: (p) => p.getByRole('link', { name: PROJECT }) },
      { path: '/settings', name: 'settings', heading: 'Settings' },
    ];
    for (const screen of screens) await visit(page, screen, 'client');
    await page.context().close();
  });
});
