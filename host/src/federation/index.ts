// The host's Module Federation runtime: remotes found at run time, loaded on first use, never fatal.
export { RemoteModule, type RemoteModuleProps } from './RemoteModule';
export { REMOTE_NAMES, type RemoteName } from './remotes';
export { startFederation } from './startFederation';
export { preloadRemotes, type RemoteScreen } from './preloadRemotes';
