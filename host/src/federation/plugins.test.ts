import { LazyLoadError } from '@app/shared';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './plugins';

const failure = (lifecycle: 'onLoad' | 'afterResolve' | 'beforeLoadShare') => ({
  id: 'billing/Subscription',
  error: new Error('down'),
  from: 'runtime' as const,
  lifecycle,
  origin: {} as ModuleFederation,
});

test('a remote module that cannot load becomes the refresh screen', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(await remoteFallbackPlugin.errorLoadRemote!(failure('onLoad'))).toEqual({ __esModule: true, default: LazyLoadError });
});

test('other failures are left to the runtime, which tolerates them on its own', async () => {
  expect(await remoteFallbackPlugin.errorLoadRemote!(failure('beforeLoadShare'))).toBeUndefined();
  expect(await remoteFallbackPlugin.errorLoadRemote!(failure('afterResolve'))).toBeUndefined();
});
