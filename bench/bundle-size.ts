// JavaScript a visitor downloads: a first visit to /accounts/login, then what each remote's first route
// adds to a signed-in shell. Bytes are response bodies as received (raw) and gzip-compressed with zlib.
// Stylesheets are counted beside it (not in the target): CSS that a bundle leaves out of its JavaScript
// is still downloaded.
// Uses BENCH_URL (signing in as admin@demo.test with DEMO_PASSWORD) or starts the built product itself.
// BENCH_FILES=1 also lists each page's scripts by gzip size, to see what to trim. Prints figures; never fails.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { NOTIFICATION_PATHS } from '../shared/src/contract/workspacePaths.ts';
import { launchBrowser, signIn } from '../e2e/support/browser.ts';
import { DEMO_PASSWORD, repoRoot, startProduct, type RunningProduct } from '../e2e/support/server.ts';

const TARGET_LOGIN_GZIP = 150 * 1024;
const TARGET_REMOTE_GZIP = 50 * 1024;
const REMOTE_FIRST_ROUTES = [
  ['projects', '/project/project-list'],
  ['repository', '/repository'],
  ['admin', '/dashboard/admin'],
  ['billing', '/subscription'],
] as const;
/** A page of the host itself, to stand on before opening a remote. */
const SIGNED_IN_HOST_PAGE = '/settings';

const LIST_FILES = process.env.BENCH_FILES === '1';

interface PageBytes {
  files: number;
  /** Each script's path and gzip bytes, largest first (BENCH_FILES=1). */
  byFile: [string, number][];
  raw: number;
  gzip: number;
  /** Stylesheets downloaded with it, gzip. */
  cssGzip: number;
}

interface Received {
  path: string;
  body: Buffer | null;
}

const gzipBytes = (bodies: Buffer[]) => bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
const received = async (responses: Promise<Received>[]) =>
  (await Promise.all(responses.splice(0))).filter((response): response is { path: string; body: Buffer } => response.body !== null);

/**
 * Records every JavaScript (and stylesheet) response of a page from now on; `settle` waits for the
 * network to go quiet.
 */
function recordJavaScript(page: Page) {
  const bodies: Promise<Received>[] = [];
  const stylesheets: Promise<Received>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const changeInFlight = (by: number) => {
    inFlight += by;
    lastActivity = Date.now();
  };
  // The notification stream stays open for the whole visit: it never makes the page busy.
  const counted = (request: Request) => !new URL(request.url()).pathname.endsWith(NOTIFICATION_PATHS.stream);
  page.on('request', (request) => counted(request) && changeInFlight(1));
  page.on('requestfinished', (request) => counted(request) && changeInFlight(-1));
  page.on('requestfailed', (request) => counted(request) && changeInFlight(-1));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const path = new URL(response.url()).pathname;
    const body = response.body().then(
      (bytes) => ({ path, body: bytes }),
      () => ({ path, body: null }),
    );
    if (type === 'script' || path.endsWith('.js')) bodies.push(body);
    else if (type === 'stylesheet' || path.endsWith('.css')) stylesheets.push(body);
  });
  return {
    /** Quiet: nothing in flight for `quietMs` from now (at most 30 s in all). */
    async settle(quietMs = 750): Promise<void> {
      lastActivity = Date.now();
      const deadline = lastActivity + 30_000;
      while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < deadline) {
        await page.waitForTimeout(100);
      }
    },
    async total(): Promise<PageBytes> {
      const scripts = await received(bodies);
      const byFile = scripts.map(({ path, body }): [string, number] => [path, gzipSync(body).length]).sort((a, b) => b[1] - a[1]);
      return {
        files: scripts.length,
        byFile,
        raw: scripts.reduce((sum, { body }) => sum + body.length, 0),
        gzip: byFile.reduce((sum, [, bytes]) => sum + bytes, 0),
        cssGzip: gzipBytes((await received(stylesheets)).map(({ body }) => body)),
      };
    },
  };
}

async function loginPageBytes(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = recordJavaScript(page);
  await page.goto(`${url}/accounts/login`);
  await recorder.settle();
  const bytes = await recorder.total();
  await context.close();
  return bytes;
}

/** A fresh browser (empty cache) that carries the signed-in session's cookies. */
async function signedInContext(browser: Browser, url: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/accounts/login`);
  await signIn(page, 'admin@demo.test', password);
  const state = await context.storageState();
  await context.close();
  return browser.newContext({ storageState: state });
}

/** What opening a remote's first route adds to a signed-in shell that has not loaded that remote. */
async function remoteRouteBytes(browser: Browser, url: string, password: string, path: string): Promise<PageBytes> {
  const context = await signedInContext(browser, url, password);
  const page = await context.newPage();
  const recorder = recordJavaScript(page);
  await page.goto(`${url}${SIGNED_IN_HOST_PAGE}`);
  await recorder.settle();
  await recorder.total();
  // A client-side move, as a click in the sidebar makes it: the shell stays, the remote loads.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await recorder.settle();
  const bytes = await recorder.total();
  await context.close();
  return bytes;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

function row(label: string, bytes: PageBytes, target: number): string {
  const verdict = bytes.gzip <= target ? 'within' : 'OVER';
  const against = `${verdict} ${target / 1024} KB`.padEnd(14);
  const line = `  ${label.padEnd(38)}${String(bytes.files).padStart(6)}${kb(bytes.raw)}${kb(bytes.gzip)}   ${against}${kb(bytes.cssGzip)}`;
  if (!LIST_FILES) return line;
  return [line, ...bytes.byFile.map(([path, gzip]) => `      ${kb(gzip)}  ${path}`)].join('\n');
}

async function main(): Promise<void> {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    let url = process.env.BENCH_URL?.replace(/\/$/, '');
    let password = process.env.DEMO_PASSWORD ?? '';
    if (!url) {
      if (!existsSync(join(repoRoot, 'host/dist/index.html'))) {
        console.log('Bundle size: no front-end build (run `npm run build` first, or set BENCH_URL).');
        return;
      }
      product = await startProduct();
      url = product.url;
      password = DEMO_PASSWORD;
    }
    browser = await launchBrowser();
    const rows = [row('first visit /accounts/login', await loginPageBytes(browser, url), TARGET_LOGIN_GZIP)];
    for (const [remote, path] of REMOTE_FIRST_ROUTES) {
      const bytes = await remoteRouteBytes(browser, url, password, path);
      rows.push(row(`+ ${remote} (${path})`, bytes, TARGET_REMOTE_GZIP));
    }
    console.log(`\nJavaScript downloaded from ${url} (KB of 1024 bytes; gzip by zlib)`);
    console.log(`  ${'page'.padEnd(38)} files  raw KB gzip KB   target (gzip)  CSS gzip KB`);
    rows.forEach((line) => console.log(line));
  } catch (error) {
    console.log(`Bundle-size benchmark could not run: ${(error as Error).message}`);
  } finally {
    await browser?.close();
    await product?.stop();
  }
}

await main();
