// Settings → Organisation end to end: what an administrator saves is what the next visitor of the
// sign-in page sees (title, texts, logo, favicon), without a rebuild or a restart.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pngFile } from '@app/test-fixtures/test-files';
import { screenshot, signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';

const running = useProductAndBrowser();

describe('organisation settings', () => {
  test("an administrator's branding changes the sign-in page for the next visitor", async () => {
    const admin = await running.browser().newContext({ baseURL: running.product().url, viewport: { width: 1280, height: 900 } });
    const page = await admin.newPage();
    await page.goto('/accounts/login');
    await signIn(page, 'admin@demo.test');
    await page.goto('/settings?tab=organisation');
    await page.getByLabel('Title in the browser tab').fill('Northwind Trust Center');
    await page.getByLabel('Sign-in page headline').fill('Welcome to Northwind');
    await page.getByLabel('Support email').fill('help@northwind.test');
    await page.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngFile(48) });
    await page.getByLabel('Favicon').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: pngFile(32) });
    await page.getByRole('button', { name: 'Save organisation settings' }).click();
    await page.getByText('Organisation settings saved.').waitFor();
    // The administrator's own tab follows at once.
    await page.waitForFunction(() => document.title === 'Northwind Trust Center');
    await screenshot(page, 'organisation-settings');
    await admin.close();

    const visitor = await running.browser().newContext({ baseURL: running.product().url, viewport: { width: 1280, height: 900 } });
    const login = await visitor.newPage();
    await login.goto('/accounts/login');
    await login.getByText('Welcome to Northwind').waitFor();
    await login.waitForFunction(() => document.title === 'Northwind Trust Center');
    assert.ok(await login.getByRole('link', { name: 'help@northwind.test' }).isVisible());
    const logo = login.getByRole('img', { name: 'Northwind Trust Center' });
    assert.match((await logo.getAttribute('src')) ?? '', /^\/api\/v1\/base\/branding\/images\//);
    // The uploaded image really loads in the page.
    await login.waitForFunction(() => Array.from(document.images).some((image) => image.src.includes('/branding/images/') && image.naturalWidth === 48));
    const favicon = await login.locator('link[rel~="icon"]').getAttribute('href');
    assert.match(favicon ?? '', /^\/api\/v1\/base\/branding\/images\//);
    await screenshot(login, 'login-branded');
    await visitor.close();
  });
});
