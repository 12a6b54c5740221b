// The sign-in page paints from its HTML (issue 14, api/src/frontends/sign-in-page.ts): the served
// card shows the organisation's texts, escaped, before any script; React then renders the real page
// over it in the same place (same boxes, fonts and colours: no jump, no flash), and signing in works
// with no console error (closing the browser fails the file on a CSP violation).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { signIn } from '../support/browser.ts';
import { useProductAndBrowser } from '../support/product-and-browser.ts';
import { apiAs } from '../support/signed-in-api.ts';

const running = useProductAndBrowser();

const LEAD = 'Welcome to <b>Northwind</b> & "friends"';
const TEXT = 'Answers from your own policies.\n</script><img src=x onerror="window.hacked=1">';

/** The card's parts, found the same way in the served markup and in React's. */
const PARTS = {
  page: 'main',
  card: 'main > section',
  brand: 'main > section > :first-child',
  logo: 'main > section > :first-child > :nth-child(1)',
  lead: 'main > section > :first-child > :nth-child(2)',
  text: 'main > section > :first-child > :nth-child(3)',
  form: 'main > section > :nth-child(2)',
  heading: 'h1',
};

type Look = { box: number[]; font: string; color: string; background: string; text: string } | null;

async function looks(page: Page): Promise<Record<string, Look>> {
  const entries = await Promise.all(
    Object.entries(PARTS).map(async ([name, selector]) => {
      const look = await page
        .locator(selector)
        .first()
        .evaluate((element): Look => {
          const { x, y, width, height } = element.getBoundingClientRect();
          if (width === 0 && height === 0) return null; // not shown at this width
          const style = getComputedStyle(element);
          return {
            box: [x, y, width, height].map((value) => Math.round(value)),
            font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.lineHeight} ${style.whiteSpace}`,
            color: style.color,
            background: `${style.backgroundColor} ${style.backgroundImage}`,
            // A text's own; a box's (the card, the form) grows with React's form.
            text: element.children.length === 0 ? (element.textContent ?? '') : '',
          };
        });
      return [name, look] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function setOrganisationTexts(browser: Browser, url: string): Promise<void> {
  const admin = await browser.newContext({ baseURL: url });
  const page = await admin.newPage();
  await page.goto('/accounts/login');
  await signIn(page, 'admin@demo.test');
  const { request, headers } = await apiAs(admin);
  const saved = await request.patch('/api/v1/base/configuration/', { headers, data: { login_short_description: LEAD, login_long_description: TEXT } });
  assert.equal(saved.status(), 200, await saved.text());
  await admin.close();
}

describe('the sign-in page painted from its HTML', () => {
  test("the served card shows the organisation's texts as text, and React's page replaces it in the same place", async () => {
    const url = running.product().url;
    await setOrganisationTexts(running.browser(), url);

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      // Before any script: the card the server wrote (scripts not loaded rather than JavaScript off,
      // which would show the page's <noscript> line above it).
      const served = await running.browser().newContext({ baseURL: url, viewport });
      await served.route(/\.js$/, (route) => route.abort());
      const html = await served.newPage();
      await html.goto('/accounts/login');
      await html.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await html.evaluate(() => document.fonts.ready);
      assert.equal(await html.getByText(LEAD, { exact: true }).count(), 1, 'the headline, as text');
      assert.equal(await html.locator('img[src="x"], b').count(), 0, 'no markup of the texts became elements');
      const before = await looks(html);
      assert.equal(before.lead?.text, LEAD);
      await served.close();

      // With the app: the real page over it.
      const context = await running.browser().newContext({ baseURL: url, viewport });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto('/accounts/login');
      await page.getByLabel('Email').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const after = await looks(page);
      assert.deepEqual(before, after, `at ${viewport.width} px the served card and React's page differ`);
      assert.equal(await page.locator('.sign-in-first-paint').count(), 0, 'nothing of the served card is left');
      const ids = await page.evaluate(() => Array.from(document.querySelectorAll('[id]'), (element) => element.id));
      assert.deepEqual(ids, [...new Set(ids)], 'no id twice');
      assert.equal(await page.evaluate(() => 'hacked' in window), false);
      await signIn(page, 'admin@demo.test');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
});
