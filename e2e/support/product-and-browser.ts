// The usual setup of a browser test file: the product on its own port and one Chromium, both
// started before the file's tests and stopped after them.
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startProduct, type RunningProduct } from './server.ts';

export function useProductAndBrowser(env: Record<string, string> = {}): { product(): RunningProduct; browser(): Browser } {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  before(async () => {
    product = await startProduct(env);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`The ${name} is not started: call this inside a test.`);
    return value;
  };
  return { product: () => started(product, 'product'), browser: () => started(browser, 'browser') };
}
