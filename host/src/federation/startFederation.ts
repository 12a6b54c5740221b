import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin, retryOncePlugin } from './plugins';
import { registerRuntimeRemotes } from './remotes';

let registration: Promise<void> | undefined;

/**
 * Installs the runtime plugins and registers the remotes listed in remotes.json. The shell renders
 * meanwhile (the sign-in page needs no remote): only a remote's first load waits for it.
 */
export function startFederation(): Promise<void> {
  registration ??= Promise.resolve().then(() => {
    registerPlugins([retryOncePlugin, remoteFallbackPlugin]);
    return registerRuntimeRemotes();
  });
  return registration;
}

/** Settles once the remotes are registered (at once where the federation was not started: tests). */
export function whenRemotesRegistered(): Promise<void> {
  return registration ?? Promise.resolve();
}
