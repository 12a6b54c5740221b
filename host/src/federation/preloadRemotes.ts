import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remotes';
import { whenRemotesRegistered } from './startFederation';

export interface RemoteScreen {
  remote: RemoteName;
  module: string;
}

/**
 * Right after sign-in: the scripts of the screen the user is about to see, and the entries of the
 * other remotes they may open, download while the workspace layout renders.
 */
export async function preloadRemotes(landing: RemoteScreen | undefined, reachable: readonly RemoteName[]): Promise<void> {
  await whenRemotesRegistered();
  const others = reachable.filter((remote) => remote !== landing?.remote);
  await preloadRemote([
    ...(landing ? [{ nameOrAlias: landing.remote, exposes: [landing.module], resourceCategory: 'sync' as const }] : []),
    // The entry only: no exposed module's scripts until the user goes there.
    ...others.map((remote) => ({ nameOrAlias: remote, filter: () => false })),
  ]);
}
