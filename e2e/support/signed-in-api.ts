// The API as the person signed in to a browser context, and waiting on what the product does in the
// background (indexing, the questionnaire pipeline), for browser tests that set up data through it.
import assert from 'node:assert/strict';
import type { APIRequestContext, BrowserContext } from 'playwright-core';

/** The API as the signed-in person of this browser context (its access token is in a cookie). */
export async function apiAs(context: BrowserContext): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  assert.ok(token, 'signed in: the access_token cookie is set');
  return { request: context.request, headers: { authorization: `Bearer ${token}` } };
}

/** Polls `check` every 250 ms until it holds; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}
