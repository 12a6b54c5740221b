import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { LazyLoadError } from '@app/shared';

/**
 * One more try for a remote's manifest, entry and modules: a network blip should not cost the screen.
 * (The plugin waits its own 1 s before fetching a manifest again.)
 */
export const retryOncePlugin = RetryPlugin({
  fetch: { retryTimes: 1 },
  script: { retryTimes: 1, retryDelay: 500 },
});

/**
 * A remote that is down (manifest, entry or chunk failing) resolves to the spec's 'Oops! Something
 * Went Wrong' screen instead of an error, so only its part of the page is lost.
 */
export const remoteFallbackPlugin: ModuleFederationRuntimePlugin = {
  name: 'remote-fallback',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle !== 'onLoad') return undefined;
    console.error(`Remote module "${id}" could not be loaded`, error);
    return { __esModule: true, default: LazyLoadError };
  },
};
