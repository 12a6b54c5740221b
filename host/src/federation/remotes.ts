import { registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the host can show; each one's build is deployed on its own. */
export const REMOTE_NAMES = ['projects', 'repository', 'admin', 'billing'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Per deployment, beside index.html: `{ "<remote>": "<address of its mf-manifest.json>" }`. */
export const REMOTES_FILE = '/remotes.json';

/** Where the one-port server serves each remote; the same file the host build emits (shared/webpack/apps.cjs). */
function sameOriginAddresses(): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Record<RemoteName, string>;
}

/**
 * The address of every remote's manifest, absolute. An entry missing from remotes.json, or the whole
 * file when it cannot be read, falls back to the same-origin default.
 */
export async function readRemoteAddresses(): Promise<Record<RemoteName, string>> {
  const fileUrl = new URL(REMOTES_FILE, window.location.href);
  let configured: Record<string, unknown> = {};
  try {
    const response = await fetch(fileUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    configured = await response.json();
  } catch (error) {
    console.warn(`${REMOTES_FILE} could not be read; using the same-origin remotes`, error);
  }
  const defaults = sameOriginAddresses();
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const address = configured[name];
      return [name, new URL(typeof address === 'string' ? address : defaults[name], fileUrl).href];
    }),
  ) as Record<RemoteName, string>;
}

/** Registers every remote at its address; nothing is downloaded until a remote is first shown. */
export async function registerRuntimeRemotes(): Promise<void> {
  const addresses = await readRemoteAddresses();
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: addresses[name] })));
}
