import { loadRemote } from '@module-federation/enhanced/runtime';
import { FullPageSpinner, LazyLoadError } from '@app/shared';
import { Component, lazy, Suspense, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import type { RemoteName } from './remotes';
import { whenRemotesRegistered } from './startFederation';

export interface RemoteModuleProps {
  remote: RemoteName;
  /** The exposed module, as the remote names it: './ProjectRoutes'. */
  module: string;
}

type RemoteComponent = LazyExoticComponent<ComponentType>;

// One lazy component per remote module, so that re-rendering never loads it again.
const loadedModules = new Map<string, RemoteComponent>();

function remoteComponent(remote: RemoteName, module: string): RemoteComponent {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let component = loadedModules.get(id);
  if (!component) {
    component = lazy(async () => {
      await whenRemotesRegistered();
      const loaded = await loadRemote<{ default?: ComponentType }>(id);
      if (!loaded?.default) throw new Error(`Remote module "${id}" has no default export`);
      return { default: loaded.default };
    });
    loadedModules.set(id, component);
  }
  return component;
}

/** Whatever goes wrong inside a remote, only its part of the page shows the refresh screen. */
class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LazyLoadError /> : this.props.children;
  }
}

/** Shows a remote's exposed component (its default export), loading the remote on first use. */
export function RemoteModule({ remote, module }: RemoteModuleProps) {
  const Loaded = remoteComponent(remote, module);
  return (
    <RemoteErrorBoundary key={`${remote}/${module}`}>
      <Suspense fallback={<FullPageSpinner />}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
