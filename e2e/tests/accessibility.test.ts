// axe-core finds no serious or critical violation on any screen, at desktop and phone width.
import { describe, test } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const PUBLIC_SCREENS = [
  '/accounts/splash',
  '/accounts/login',
  '/accounts/forgot-password',
  '/accounts/signup/user/an-unknown-invitation',
  '/accounts/reset-password/an-unknown-token',
];
const WORKSPACE_SCREENS: [path: string, heading: string][] = [
  ['/dashboard/admin', 'Admin dashboard'],
  ['/project/project-list', 'Projects'],
  ['/project/project-list-old', 'Projects'],
  ['/project/project-onboard-process', 'Start a project'],
  ['/project/project-details/1', 'Project details'],
  ['/project/document-review/1', 'Document review'],
  ['/project/document-preview/1', 'Document preview'],
  ['/repository', 'Repository'],
  ['/version-history', 'Version history'],
  ['/invite-users', 'Invite users'],
  ['/audit-log', 'Audit log'],
  ['/subscription', 'Subscriptions'],
  ['/settings?tab=profile', 'Settings'],
  ['/settings?tab=password', 'Settings'],
  ['/settings?tab=delete', 'Settings'],
  ['/no/such/page', 'Page not found'],
];
const WIDTHS = [1440, 390];

const running = useProductAndBrowser();

for (const width of WIDTHS) {
  describe(`at ${width} px`, () => {
    test('the public pages', async () => {
      const context = await running.browser().newContext({ baseURL: running.product().url, viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of PUBLIC_SCREENS) {
        await page.goto(path);
        await page.getByRole('heading').first().waitFor();
        await assertAccessible(page, `${width}${path.replaceAll('/', '-')}`);
      }
      await context.close();
    });

    test('every workspace screen', async () => {
      const context = await running.browser().newContext({ baseURL: running.product().url, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/accounts/login');
      await signIn(page, 'admin@demo.test');
      for (const [path, heading] of WORKSPACE_SCREENS) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await assertAccessible(page, `${width}${path.replaceAll('/', '-')}`);
      }
      await context.close();
    });
  });
}
