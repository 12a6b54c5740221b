import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore as createStore,
  type Middleware,
  type MiddlewareAPI,
  type Reducer,
  type Store,
} from 'redux';
import type { Saga, SagaMiddleware } from 'redux-saga';
import { readSession } from '../session/sessionCookies';
import { initialShellState } from '../session/sessionState';
import { shellReducers, type ShellState } from './groups';

/** The shell's groups plus whatever the remotes inject (keyed by group name). */
export type AppState = ShellState & Record<string, unknown>;

export interface AppStore extends Store<AppState> {
  /** Adds a remote's state group; injecting the same reducer again is a no-op. */
  injectReducer(key: string, reducer: Reducer): void;
  /** Starts a remote's saga once per key, however often its screen mounts; resolves once it runs. */
  runSaga(key: string, saga: Saga): Promise<void>;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

/**
 * redux-saga's middleware, loaded on first need rather than with the sign-in page. Until it is there,
 * actions pass straight on: no saga runs before it has loaded, so none can miss one.
 */
function deferredSagaMiddleware() {
  let loading: Promise<SagaMiddleware> | undefined;
  let api: MiddlewareAPI | undefined;
  let handle: ((action: unknown) => unknown) | undefined;
  let passOn: ((action: unknown) => unknown) | undefined;
  const middleware: Middleware = (storeApi) => (next) => {
    api = storeApi;
    passOn = next;
    return (action) => (handle ?? next)(action);
  };
  const load = () => {
    loading ??= import('redux-saga').then(({ default: createSagaMiddleware }) => {
      const saga = createSagaMiddleware();
      handle = saga(api!)(passOn!);
      return saga;
    });
    return loading;
  };
  return { middleware, load };
}

export function createAppStore(preloadedState?: ShellState): AppStore {
  const injectedReducers: Record<string, Reducer> = {};
  const runningSagas = new Set<string>();
  const sagaMiddleware = deferredSagaMiddleware();
  const rootReducer = () => combineReducers({ ...injectedReducers, ...shellReducers }) as unknown as Reducer<AppState>;
  const composeEnhancers = (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

  const store = createStore(rootReducer(), preloadedState as AppState | undefined, composeEnhancers(applyMiddleware(sagaMiddleware.middleware)));
  // The remotes start their sagas on signed-in screens: redux-saga loads as the session starts.
  const loadWithSession = () => {
    if (store.getState().auth.accessToken === '') return;
    unsubscribe();
    void sagaMiddleware.load();
  };
  const unsubscribe = store.subscribe(loadWithSession);
  loadWithSession();

  return {
    ...store,
    injectReducer(key, reducer) {
      if (key in shellReducers) throw new Error(`"${key}" is a shell state group and cannot be replaced`);
      if (injectedReducers[key] === reducer) return;
      injectedReducers[key] = reducer;
      store.replaceReducer(rootReducer());
    },
    async runSaga(key, saga) {
      if (runningSagas.has(key)) return;
      runningSagas.add(key);
      (await sagaMiddleware.load()).run(saga);
    },
  };
}

/** The one store of the product; every app reaches it through the shared `@app/shared` instance. */
export const store = createAppStore(initialShellState(readSession()));

export const injectReducer: AppStore['injectReducer'] = (key, reducer) => store.injectReducer(key, reducer);
export const runSaga: AppStore['runSaga'] = (key, saga) => store.runSaga(key, saga);
