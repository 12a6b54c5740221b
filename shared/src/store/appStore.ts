import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Reducer, type Store } from 'redux';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { readSession } from '../session/sessionCookies';
import { initialShellState } from '../session/sessionState';
import { shellReducers, type ShellState } from './groups';

/** The shell's groups plus whatever the remotes inject (keyed by group name). */
export type AppState = ShellState & Record<string, unknown>;

export interface AppStore extends Store<AppState> {
  /** Adds a remote's state group; injecting the same reducer again is a no-op. */
  injectReducer(key: string, reducer: Reducer): void;
  /** Starts a remote's saga once per key, however often its screen mounts. */
  runSaga(key: string, saga: Saga): void;
}

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: typeof compose;
  }
}

export function createAppStore(preloadedState?: ShellState): AppStore {
  const injectedReducers: Record<string, Reducer> = {};
  const runningSagas = new Set<string>();
  const sagaMiddleware = createSagaMiddleware();
  const rootReducer = () => combineReducers({ ...injectedReducers, ...shellReducers }) as unknown as Reducer<AppState>;
  const composeEnhancers = (typeof window !== 'undefined' && window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__) || compose;

  const store = createStore(rootReducer(), preloadedState as AppState | undefined, composeEnhancers(applyMiddleware(sagaMiddleware)));

  return {
    ...store,
    injectReducer(key, reducer) {
      if (key in shellReducers) throw new Error(`"${key}" is a shell state group and cannot be replaced`);
      if (injectedReducers[key] === reducer) return;
      injectedReducers[key] = reducer;
      store.replaceReducer(rootReducer());
    },
    runSaga(key, saga) {
      if (runningSagas.has(key)) return;
      runningSagas.add(key);
      sagaMiddleware.run(saga);
    },
  };
}

/** The one store of the product; every app reaches it through the shared `@app/shared` instance. */
export const store = createAppStore(initialShellState(readSession()));

export const injectReducer: AppStore['injectReducer'] = (key, reducer) => store.injectReducer(key, reducer);
export const runSaga: AppStore['runSaga'] = (key, saga) => store.runSaga(key, saga);
