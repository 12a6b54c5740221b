// Integrated staging as ops run it: the images of docker-compose.yml built (on Debian stand-ins for
// the official base images: deploy/base-images.sh) and started with the CI override, every service on
// the host network at loopback ports. Then, in Chromium, through the gateway: sign in, every remote,
// an upload, a notification raised by the other API replica, a stopped remote showing 'Refresh Now',
// and one remote rebuilt and redeployed alone, picked up on the next navigation. Skipped, saying why,
// when no Docker daemon answers. Run alone: `cd e2e && node --import tsx --test staging.test.ts`.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROJECT_PATHS } from '../shared/src/contract/workspacePaths.ts';
import { artifactsDir, launchBrowser, screenshot, signIn } from './support/browser.ts';
import { freePort, repoRoot } from './support/server.ts';

const SUITE_TIMEOUT_MS = 20 * 60_000;
const DEMO_PASSWORD = 'Staging-e2e-password-7';
const FRONTENDS = ['host', 'remote-projects', 'remote-repository', 'remote-admin', 'remote-billing'] as const;
const NEW_BILLING_TITLE = 'Subscriptions (new version)';

/** Why the suite cannot run here, or undefined when a Docker daemon answers. */
function skipReason(): string | undefined {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
  if (info.error || info.status !== 0) return `no Docker daemon answers (${(info.stderr || String(info.error)).trim().split('\n')[0]})`;
  if (spawnSync('debootstrap', ['--version']).error && spawnSync('docker', ['image', 'inspect', 'workspace-base/node:20']).status !== 0) {
    return 'debootstrap is missing, and with it the base images (apt-get install -y debootstrap)';
  }
  return undefined;
}

/** `docker compose` (v2) when the plugin exists, else docker-compose (v1). */
function composeCommand(): string[] {
  return spawnSync('docker', ['compose', 'version']).status === 0 ? ['docker', 'compose'] : ['docker-compose'];
}

const reason = skipReason();
if (reason) console.log(`# staging: skipped, ${reason}`);

describe('staging: docker compose built, started and used through the gateway', { skip: reason, timeout: SUITE_TIMEOUT_MS }, () => {
  const project = `staging-e2e-${process.pid}`;
  const log = join(artifactsDir, 'staging.log');
  const ports: Record<string, number> = {};
  let env: NodeJS.ProcessEnv;
  let browser: Browser | undefined;
  let gateway: string;
  const compose = composeCommand();
  const composeArgs = () => ['-p', project, '--env-file', 'deploy/base-images.env', '-f', 'docker-compose.yml', '-f', 'docker-compose.ci.yml'];

  /**
   * Runs a command in the workspace, its output appended to e2e/artifacts/staging.log with the seconds
   * since it started on each line (where a build spends its time); fails with its last lines.
   */
  async function run(command: string[], cwd = repoRoot, label = command.join(' ')): Promise<void> {
    const started = Date.now();
    const out = createWriteStream(log, { flags: 'a' });
    out.write(`\n$ ${command.join(' ')}\n`);
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(command[0]!, command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`));
      }
      child.on('error', reject);
      child.on('close', resolve);
    });
    await new Promise((resolve) => out.end(resolve));
    console.log(`# staging: ${label.slice(0, 80)}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (code !== 0) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
      throw new Error(`${command.join(' ')} failed (${code}):\n${tail}`);
    }
  }
  const composeRun = (...args: string[]) => run([...compose, ...composeArgs(), ...args], repoRoot, `${compose.join(' ')} ${args.join(' ')}`);

  function containerState(service: string): string {
    const id = spawnSync(compose[0]!, [...compose.slice(1), ...composeArgs(), 'ps', '-q', service], { cwd: repoRoot, env, encoding: 'utf8' }).stdout.trim();
    return spawnSync('docker', ['inspect', '--format', '{{.Id}} {{.State.StartedAt}}', id], { encoding: 'utf8' }).stdout.trim();
  }

  async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check().catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((wait) => setTimeout(wait, 1000));
    }
  }

  async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser!.newContext({ baseURL: gateway, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/accounts/login');
    await signIn(page, email, DEMO_PASSWORD);
    return { context, page };
  }

  before(async () => {
    mkdirSync(dirname(log), { recursive: true });
    writeFileSync(log, '');
    for (const name of ['POSTGRES', 'API_1', 'API_2', 'HOST', 'REMOTE_PROJECTS', 'REMOTE_REPOSITORY', 'REMOTE_ADMIN', 'REMOTE_BILLING', 'GATEWAY']) {
      ports[name] = await freePort();
    }
    gateway = `http://127.0.0.1:${ports.GATEWAY}`;
    env = {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [`STAGING_${name}_PORT`, String(port)])),
      TAG: 'ci',
      WITH_LIBREOFFICE: 'false',
      DEMO_PASSWORD,
      // As in production: both replicas sign the audit log with one key given to them.
      AUDIT_SIGNING_KEY: 'staging-e2e-audit-signing-key-0123456789',
      PUBLIC_URL: gateway,
    };
    await run(['bash', 'deploy/base-images.sh']);
    await composeRun('build');
    await composeRun('up', '-d');
    await waitFor('the gateway and both API replicas', async () => {
      const answers = await Promise.all([ports.API_1, ports.API_2, ports.GATEWAY].map((port) => fetch(`http://127.0.0.1:${port}/api/v1/base/configuration/`)));
      return answers.every((answer) => answer.ok);
    });
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    // Whatever happened: no container, volume or network of this run is left behind.
    await composeRun('down', '-v', '--remove-orphans').catch((error) => console.error(error));
    spawnSync('docker', ['image', 'rm', 'workspace/remote-billing:ci-new-version'], { stdio: 'ignore' });
  });

  test('migrations ran once, before the replicas', async () => {
    const migrate = spawnSync(compose[0]!, [...compose.slice(1), ...composeArgs(), 'ps', '-a', 'migrate'], { cwd: repoRoot, env, encoding: 'utf8' });
    assert.match(migrate.stdout, /Exit 0|Exited \(0\)/, migrate.stdout);
  });

  test('the front-end servers send the build’s brotli and gzip files, with cache headers', async () => {
    const manifest = await fetch(`${gateway}/remotes/projects/mf-manifest.json`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const remoteEntry = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    assert.equal(remoteEntry.metaData.remoteEntry.name, 'remoteEntry.js');
    const remotesJson = await (await fetch(`${gateway}/remotes.json`)).json();
    assert.equal(remotesJson.billing, '/remotes/billing/mf-manifest.json', 'remotes.json is made from the environment');
    for (const [encoding, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const entry = await fetch(`${gateway}/remotes/projects/remoteEntry.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('content-encoding'), expected, encoding);
      assert.match(String(entry.headers.get('vary')), /accept-encoding/i);
      assert.match(String(entry.headers.get('content-type')), /javascript/);
      assert.match(await entry.text(), /projects/, 'fetch decodes it to the script');
    }
  });

  test('sign in through the gateway, open every remote, upload a document', async () => {
    const { context, page } = await signedIn('admin@demo.test');
    const screens: [string, string][] = [
      ['/dashboard/admin', 'Admin dashboard'],
      ['/project/project-list', 'Projects'],
      ['/repository', 'Repository'],
      ['/subscription', 'Subscriptions'],
      ['/audit-log', 'Audit log'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 30_000 });
    }
    await page.goto('/repository');
    await page.getByLabel('Files to upload').setInputFiles({
      name: 'Staging security policy.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Access control\n\nEvery account uses multi-factor authentication.\n'),
    });
    const uploads = page.getByRole('region', { name: /Uploading|Uploads/ });
    await uploads.getByRole('listitem', { name: 'Staging security policy.txt' }).getByText('Uploaded').waitFor({ timeout: 60_000 });
    await screenshot(page, 'staging-repository-upload');
    await context.close();
  });

  test('a notification raised by either API replica reaches a browser live', async () => {
    const client = await signedIn('client@demo.test');
    const bell = client.page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    // The browser's stream is held by one replica (the gateway chooses); a project is assigned
    // through each replica directly, so one of the two notifications crosses between them.
    for (const [index, port] of [ports.API_1, ports.API_2].entries()) {
      const api = `http://127.0.0.1:${port}`;
      const login = await fetch(`${api}/api/v1/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
      });
      assert.equal(login.status, 200, await login.clone().text());
      const headers = { authorization: `Bearer ${(await login.json()).data.access}`, 'content-type': 'application/json' };
      const clients = (await (await fetch(`${api}${PROJECT_PATHS.entities}`, { headers })).json()).data as { id: string; name: string }[];
      const demoClient = clients.find((entry) => entry.name === 'Demo Client')!;
      const members = (await (await fetch(`${api}${PROJECT_PATHS.entityMembers}?entity_id=${demoClient.id}`, { headers })).json()).data as {
        id: string;
        email: string;
      }[];
      const clientUser = members.find((member) => member.email === 'client@demo.test')!;
      const created = await fetch(`${api}${PROJECT_PATHS.projects}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ entity_id: demoClient.id, name: `Staging project ${index + 1}`, assigned_to: [clientUser.id] }),
      });
      assert.equal(created.status, 201, await created.text());
      await client.page.getByRole('button', { name: `Notifications, ${index + 1} unread` }).waitFor({ timeout: 20_000 });
    }
    await screenshot(client.page, 'staging-notifications');
    await client.context.close();
  });

  test('a stopped remote shows Refresh Now while the rest works; started again, it loads', async () => {
    const { context, page } = await signedIn('admin@demo.test');
    await composeRun('stop', 'remote-admin');
    try {
      await page.goto('/audit-log');
      await page.getByRole('button', { name: 'Refresh Now' }).waitFor({ timeout: 30_000 });
      await screenshot(page, 'staging-remote-down');
      await page.goto('/project/project-list');
      await page.getByRole('heading', { level: 1, name: 'Projects', exact: true }).waitFor({ timeout: 30_000 });
    } finally {
      await composeRun('start', 'remote-admin');
    }
    await waitFor('remote-admin again', async () => (await fetch(`${gateway}/remotes/admin/mf-manifest.json`)).ok, 60_000);
    await page.goto('/audit-log');
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor({ timeout: 30_000 });
    await context.close();
  });

  test('one remote rebuilt and redeployed alone is picked up on the next navigation', async () => {
    const { context, page } = await signedIn('admin@demo.test');
    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1, name: 'Subscriptions', exact: true }).waitFor({ timeout: 30_000 });
    const others = ['host', 'remote-projects', 'remote-repository', 'remote-admin', 'api-1', 'api-2', 'gateway'];
    const before = Object.fromEntries(others.map((service) => [service, containerState(service)]));

    // A new version of the billing screens: the workspace's files with the screen's title changed.
    const source = mkdtempSync(join(tmpdir(), 'staging-billing-'));
    try {
      const files = spawnSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
      for (const file of files) cpSync(join(repoRoot, file), join(source, file), { recursive: true });
      const screen = join(source, 'remote-billing/src/features/subscriptions/components/SubscriptionsScreen.tsx');
      const code = readFileSync(screen, 'utf8');
      assert.ok(code.includes('title="Subscriptions"'), 'the screen to change still has its title');
      writeFileSync(screen, code.replace('title="Subscriptions"', `title="${NEW_BILLING_TITLE}"`));
      const images = Object.fromEntries(
        readFileSync(join(repoRoot, 'deploy/base-images.env'), 'utf8')
          .split('\n')
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => line.split('=') as [string, string]),
      );
      await run(
        [
          'docker',
          'build',
          '-f',
          'deploy/frontend.Dockerfile',
          '--build-arg',
          'APP=remote-billing',
          '--build-arg',
          `BUILD_IMAGE=${images.NODE_IMAGE}`,
          '--build-arg',
          `BASE_IMAGE=${images.NGINX_IMAGE}`,
          '-t',
          'workspace/remote-billing:ci-new-version',
          '.',
        ],
        source,
      );
    } finally {
      rmSync(source, { recursive: true, force: true });
    }
    await run(['docker', 'tag', 'workspace/remote-billing:ci-new-version', 'workspace/remote-billing:ci']);
    await composeRun('up', '-d', '--no-deps', 'remote-billing');
    await waitFor('the new remote-billing', async () => (await fetch(`${gateway}/remotes/billing/mf-manifest.json`)).ok, 60_000);

    // The same signed-in browser, its next navigation: the new screens, nothing else restarted.
    await page.goto('/project/project-list');
    await page.getByRole('link', { name: 'Subscriptions' }).first().click();
    await page.getByRole('heading', { level: 1, name: NEW_BILLING_TITLE }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'staging-remote-redeployed');
    assert.deepEqual(
      Object.fromEntries(others.map((service) => [service, containerState(service)])),
      before,
      'the host, the other remotes, the API and the gateway ran on',
    );
    for (const frontend of FRONTENDS.filter((name) => name !== 'remote-billing')) assert.ok(before[frontend], frontend);
    await context.close();
  });
});
