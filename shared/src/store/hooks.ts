import { useDispatch, useSelector } from 'react-redux';
import type { Reducer } from 'redux';
import type { Saga } from 'redux-saga';
import { injectReducer, runSaga, type AppState, type AppStore } from './appStore';

export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppDispatch = useDispatch.withTypes<AppStore['dispatch']>();

/**
 * Injects a state group before the component's first render reads it. Injection is idempotent,
 * so calling it on every render is cheap.
 */
export function useInjectReducer(key: string, reducer: Reducer): void {
  injectReducer(key, reducer);
}

/** Starts the saga once per key; it keeps running when the screen unmounts, ready for the next visit. */
export function useInjectSaga(key: string, saga: Saga): void {
  void runSaga(key, saga);
}
