// Debian's Chromium driven by playwright-core (no browser download on these machines).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD, repoRoot } from './server.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs` add to the standard flags (host-resolver rules, certificate handling). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
  return failingOnPolicyViolations(browser);
}

/**
 * Every page the tests open is watched for Content-Security-Policy violations (and policies the
 * browser cannot read); closing the browser fails the suite if there was one, so a script, style or
 * connection the product's policy does not allow is found here rather than by its users.
 */
function failingOnPolicyViolations(browser: Browser): Browser {
  const violations: string[] = [];
  const watch = (context: BrowserContext) =>
    context.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
    });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watch(context);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watch(page.context());
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    assert.deepEqual(violations, [], 'the pages broke the Content-Security-Policy');
  };
  return browser;
}

export const artifactsDir = join(repoRoot, 'e2e/artifacts');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Fills the login form the way a person does and waits to leave the login page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/accounts/'));
}

/** Fails when the page scrolls sideways: wider than the window (a phone layout that does not fit). */
export async function assertFitsWidth(page: Page, name: string): Promise<void> {
  const { content, viewport } = await page.evaluate(() => ({ content: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  assert.ok(content <= viewport, `${name}: the page is ${content} px wide on a ${viewport} px screen`);
}
