import { take } from 'redux-saga/effects';
import { createAppStore } from './appStore';
import { createStateGroup } from './createStateGroup';

describe('the app store', () => {
  test('holds the shell state groups with the defaults of spec section 4', () => {
    const state = createAppStore().getState();
    expect(state.layout).toEqual({
      topbarColor: 'light',
      isMiniSidebar: false,
      sidebarColor: 'secondary',
      isMobileSidebarOpen: false,
      isLoggedIn: false,
      user: null,
    });
    expect(state.permissions).toEqual({ permissionList: [], userRoleList: [] });
    expect(state.user).toEqual({
      userData: null,
      merchantData: null,
      userFlag: false,
      startTour: false,
      tourStatus: false,
      expiredPasswordStatus: false,
    });
    expect(state.common).toEqual({ updatedNotifications: [], staffClientFilter: { status: '', setFilterFlag: false } });
    expect(state.auth).toEqual({ accessToken: '', refreshToken: '', user: null, userType: null, entity: null });
  });

  test('injects a remote group once and keeps the shell groups', () => {
    const store = createAppStore();
    const auditFilters = createStateGroup('auditLogFilters', { category: '', clearFilterFlag: false });
    const storeChanges = jest.fn();
    store.subscribe(storeChanges);
    store.injectReducer(auditFilters.name, auditFilters.reducer);
    store.injectReducer(auditFilters.name, auditFilters.reducer);
    expect(storeChanges).toHaveBeenCalledTimes(1);
    store.dispatch(auditFilters.actions.update({ category: 'projects' }));
    expect(store.getState().auditLogFilters).toEqual({ category: 'projects', clearFilterFlag: false });
    expect(store.getState().layout.sidebarColor).toBe('secondary');
  });

  test('refuses to replace a shell group', () => {
    expect(() => createAppStore().injectReducer('auth', (state = {}) => state)).toThrow(/shell state group/);
  });

  test('runs a saga once per key', async () => {
    const store = createAppStore();
    const seen: string[] = [];
    function* watchPing() {
      for (;;) {
        const action: { type: string } = yield take('ping');
        seen.push(action.type);
      }
    }
    await store.runSaga('pings', watchPing);
    await store.runSaga('pings', watchPing);
    store.dispatch({ type: 'ping' });
    expect(seen).toEqual(['ping']);
  });
});
