export { createStateGroup, type StateGroup } from './createStateGroup';
export { createAppStore, store, injectReducer, runSaga, type AppState, type AppStore } from './appStore';
export { useAppSelector, useAppDispatch, useInjectReducer, useInjectSaga } from './hooks';
export { useFilterGroup, type FilterField, type FilterGroupControl } from './useFilterGroup';
export * from './groups';
