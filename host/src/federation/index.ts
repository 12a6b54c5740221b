// The host's Module Federation runtime: remotes found at run time, loaded on first use, never fatal.
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin, retryOncePlugin } from './plugins';
import { registerRuntimeRemotes } from './remotes';

export { RemoteModule, type RemoteModuleProps } from './RemoteModule';
export { REMOTE_NAMES, type RemoteName } from './remotes';

/** Installs the runtime plugins and registers the remotes listed in remotes.json. */
export async function startFederation(): Promise<void> {
  registerPlugins([retryOncePlugin, remoteFallbackPlugin]);
  await registerRuntimeRemotes();
}
