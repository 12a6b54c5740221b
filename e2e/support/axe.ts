// axe-core run inside the page (the @axe-core/playwright wrapper needs Node 22; the engine does not).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Through the DevTools protocol rather than a <script>: the product's Content-Security-Policy
  // rightly refuses inline scripts, and the test must not need an exception.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Runtime.evaluate', { expression: axeSource });
  await devtools.detach();
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
    .join('\n');
}

/**
 * Fails, with a screenshot (`a11y-<name>`) to look at, when axe finds a serious or critical violation.
 * Checked once transitions end: text half-way through a dialog's fade-in is not what a reader sees.
 */
export async function assertAccessible(page: Page, name: string): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const violations = await seriousViolations(page);
  if (violations.length > 0) await screenshot(page, `a11y-${name.replace(/[^\w-]+/g, '-')}`);
  assert.equal(violations.length, 0, `${name}:\n${describeViolations(violations)}`);
}
