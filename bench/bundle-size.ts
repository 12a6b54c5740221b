// JavaScript a visitor downloads: a first visit to /accounts/login, then what each remote's first route
// adds to a signed-in shell. Bytes are response bodies as received (raw) and gzip-compressed with zlib,
// and what the server really sends for them with `br` and with `gzip` (its precompressed files).
// Stylesheets are counted beside it (not in the target): CSS that a bundle leaves out of its JavaScript
// is still downloaded.
// Then the Largest Contentful Paint (Chromium) of /accounts/login, of the admin dashboard opened by a
// signed-in browser, and the time from "Sign in" to the dashboard, each against the LCP of a static
// sign-in form (one HTML file, no script) served by the same server in the same run: the median of
// BENCH_LCP_RUNS (5) fresh browser contexts each.
// Uses BENCH_URL (signing in as admin@demo.test with DEMO_PASSWORD) or starts the built product itself;
// the static form needs the started product (it is written into host/dist for the run).
// BENCH_FILES=1 also lists each page's scripts by gzip size, to see what to trim. Prints figures; never fails.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { NOTIFICATION_PATHS } from '../shared/src/contract/workspacePaths.ts';
import { launchBrowser, signIn } from '../e2e/support/browser.ts';
import { DEMO_PASSWORD, repoRoot, startProduct, type RunningProduct } from '../e2e/support/server.ts';

// Issue 14: 200 KB gzip (the floor of React, Module Federation, MUI and the router is about 150 KB).
const TARGET_LOGIN_GZIP = 200 * 1024;
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

const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
const TARGET_LCP_RATIO = 3;
/** The reference: what a sign-in page costs without any script. Written beside index.html for the run. */
const STATIC_FORM_FILE = 'bench-static-sign-in.html';
const STATIC_FORM = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in</title>
    <style>
      body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #f4f6fb; }
      main { min-height: 100vh; display: grid; place-items: center; }
      form { width: 100%; max-width: 420px; padding: 48px; background: #fff; border: 1px solid #ddd; border-radius: 8px; display: grid; gap: 24px; }
      h1 { margin: 0; font-size: 1.5rem; }
      input, button { font: inherit; padding: 16px; border-radius: 8px; border: 1px solid #bbb; }
      button { background: #1e4fd8; color: #fff; border: 0; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <form>
        <h1>Sign in</h1>
        <label>Email <input type="email" autocomplete="email" /></label>
        <label>Password <input type="password" autocomplete="current-password" /></label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  </body>
</html>
`;

interface PageBytes {
  files: number;
  /** Each script's path and gzip bytes, largest first (BENCH_FILES=1). */
  byFile: [string, number][];
  raw: number;
  gzip: number;
  /** The scripts' bytes as the server sends them when asked for `br`, and for `gzip` (-1: not measured). */
  sentBr: number;
  sentGzip: number;
  /** Scripts the server sent uncompressed when asked for br. */
  notCompressed: number;
  /** Stylesheets downloaded with it, gzip. */
  cssGzip: number;
}

interface Received {
  url: string;
  path: string;
  body: Buffer | null;
}

/** The bytes on the wire for one URL asked with the given Accept-Encoding, and the encoding used. */
function sentBytes(url: string, encoding: string): Promise<{ bytes: number; contentEncoding: string }> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, contentEncoding: String(response.headers['content-encoding'] ?? 'none') }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const gzipBytes = (bodies: Buffer[]) => bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
const received = async (responses: Promise<Received>[]) =>
  (await Promise.all(responses.splice(0))).filter((response): response is Received & { body: Buffer } => response.body !== null);

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
    const url = response.url();
    const path = new URL(url).pathname;
    const body = response.body().then(
      (bytes) => ({ url, path, body: bytes }),
      () => ({ url, path, body: null }),
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
      const brotli = await Promise.all(scripts.map(({ url }) => sentBytes(url, 'br')));
      const gzip = await Promise.all(scripts.map(({ url }) => sentBytes(url, 'gzip')));
      return {
        files: scripts.length,
        byFile,
        raw: scripts.reduce((sum, { body }) => sum + body.length, 0),
        gzip: byFile.reduce((sum, [, bytes]) => sum + bytes, 0),
        sentBr: brotli.reduce((sum, { bytes }) => sum + bytes, 0),
        sentGzip: gzip.reduce((sum, { bytes }) => sum + bytes, 0),
        notCompressed: brotli.filter(({ contentEncoding }) => contentEncoding !== 'br').length,
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
  const sent = `${kb(bytes.sentBr)}${kb(bytes.sentGzip)}${String(bytes.notCompressed).padStart(6)}`;
  const line = `  ${label.padEnd(38)}${String(bytes.files).padStart(6)}${kb(bytes.raw)}${kb(bytes.gzip)}   ${against}${kb(bytes.cssGzip)}${sent}`;
  if (!LIST_FILES) return line;
  return [line, ...bytes.byFile.map(([path, gzip]) => `      ${kb(gzip)}  ${path}`)].join('\n');
}

/** Largest Contentful Paint of the page as loaded so far, in ms from navigation start. */
async function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]!.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** A fresh context (empty cache) opens `path` and waits for the network to settle; the page's LCP. */
async function coldLcp(browser: Browser, url: string, path: string, context?: BrowserContext): Promise<number> {
  const own = context ?? (await browser.newContext());
  const page = await own.newPage();
  const recorder = recordJavaScript(page);
  await page.goto(`${url}${path}`);
  await recorder.settle();
  const lcp = await largestContentfulPaint(page);
  if (!context) await own.close();
  return lcp;
}

/**
 * A person signing in: the login page, the form, and the dashboard's first heading. Returns the ms
 * from the click to that heading, then the LCP of the dashboard loaded again in the same browser (its
 * cache holds what the sign-in fetched, the remote entry preloaded at sign-in included).
 */
async function signInToDashboard(browser: Browser, url: string, password: string): Promise<{ toDashboard: number; dashboardLcp: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = recordJavaScript(page);
  await page.goto(`${url}/accounts/login`);
  await recorder.settle();
  const started = Date.now();
  await signIn(page, 'admin@demo.test', password);
  await page.getByRole('heading', { name: 'Admin dashboard', level: 1 }).waitFor();
  const toDashboard = Date.now() - started;
  await recorder.settle();
  const dashboardLcp = await coldLcp(browser, url, '/dashboard/admin', context);
  await context.close();
  return { toDashboard, dashboardLcp };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function printLargestContentfulPaint(browser: Browser, url: string, password: string): Promise<void> {
  const staticFile = join(repoRoot, 'host/dist', STATIC_FORM_FILE);
  writeFileSync(staticFile, STATIC_FORM);
  try {
    const runs = { reference: [] as number[], login: [] as number[], toDashboard: [] as number[], dashboard: [] as number[] };
    // Interleaved, so that a burst of load on the shared machine touches every figure alike.
    for (let run = 0; run < LCP_RUNS; run += 1) {
      runs.reference.push(await coldLcp(browser, url, `/${STATIC_FORM_FILE}`));
      runs.login.push(await coldLcp(browser, url, '/accounts/login'));
      const { toDashboard, dashboardLcp } = await signInToDashboard(browser, url, password);
      runs.toDashboard.push(toDashboard);
      runs.dashboard.push(dashboardLcp);
    }
    const reference = median(runs.reference);
    const line = (label: string, values: number[], target?: number) => {
      const ms = median(values);
      const ratio = ms / reference;
      const verdict = target === undefined ? '' : `${ratio <= target ? 'within' : 'OVER'} ${target}x`;
      return `  ${label.padEnd(48)}${ms.toFixed(0).padStart(8)}${ratio.toFixed(1).padStart(8)}x   ${verdict}`;
    };
    console.log(`\nLargest Contentful Paint, Chromium, median of ${LCP_RUNS} fresh contexts (ms; x = against the static form)`);
    console.log(line('static sign-in form (reference, same server)', runs.reference));
    console.log(line('/accounts/login, first visit', runs.login, TARGET_LCP_RATIO));
    console.log(line('/dashboard/admin, signed in (cache from sign-in)', runs.dashboard));
    console.log(line('"Sign in" clicked to the dashboard heading', runs.toDashboard));
  } finally {
    rmSync(staticFile, { force: true });
  }
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
    console.log(`  ${'page'.padEnd(38)} files  raw KB gzip KB   target (gzip)  CSS gzip KB sent br KB sent gz KB  not br`);
    rows.forEach((line) => console.log(line));
    if (product) await printLargestContentfulPaint(browser, url, password);
    else console.log('\nLCP: needs the started product (the static reference form is written into host/dist); unset BENCH_URL.');
  } catch (error) {
    console.log(`Bundle-size benchmark could not run: ${(error as Error).message}`);
  } finally {
    await browser?.close();
    await product?.stop();
  }
}

await main();
