/**
 * @jest-environment-options {"url": "https://acme.workspace.example.com/projects"}
 */
import { aLoginResponse } from '../../test-support/fixtures';
import { store } from '../store/appStore';
import { clearSession, saveSession, saveUserDetail } from './session';
import { readSession, sessionCookieDomain, sessionCookieOptions, SESSION_COOKIES } from './sessionCookies';

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter(Boolean);
}

describe('session cookie domain', () => {
  test('drops the first label so every organisation sub-domain shares the session', () => {
    expect(sessionCookieDomain('acme.workspace.example.com')).toBe('workspace.example.com');
    expect(sessionCookieDomain('acme.example.com')).toBe('example.com');
  });

  test('is host-only for localhost and IP addresses', () => {
    expect(sessionCookieDomain('localhost')).toBeUndefined();
    expect(sessionCookieDomain('127.0.0.1')).toBeUndefined();
    expect(sessionCookieDomain('[::1]')).toBeUndefined();
  });

  test('options: path /, secure, sameSite lax, the shared domain', () => {
    expect(sessionCookieOptions('acme.example.com')).toEqual({
      path: '/',
      secure: true,
      sameSite: 'lax',
      domain: 'example.com',
    });
  });
});

describe('saving and clearing the session', () => {
  afterEach(() => clearSession());

  test('saveSession writes the five cookies and fills the state groups', () => {
    const login = aLoginResponse(['view_project'], { entity: { id: 'e1', name: 'Demo Client' } });
    saveSession(login);

    expect(cookieNames().sort()).toEqual(Object.values(SESSION_COOKIES).sort());
    expect(readSession()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user: login.user,
      userType: login.user_type,
      entity: { id: 'e1', name: 'Demo Client' },
    });
    const state = store.getState();
    expect(state.auth.accessToken).toBe('access-1');
    expect(state.permissions).toEqual({ permissionList: ['view_project'], userRoleList: ['Administrator'] });
    expect(state.layout).toMatchObject({ isLoggedIn: true, user: login.user });
    expect(state.user).toMatchObject({ userData: login.user, merchantData: login.entity, userFlag: true });
  });

  test('saveUserDetail replaces who the user is and keeps the tokens', () => {
    const login = aLoginResponse(['view_project'], { user: { ...aLoginResponse().user, is_password_expired: true } });
    saveSession(login);
    expect(store.getState().user.expiredPasswordStatus).toBe(true);

    const user = { ...login.user, first_name: 'Augusta', is_password_expired: false };
    saveUserDetail({ user, user_type: login.user_type, entity: { id: 'e1', name: 'Client Co' } });

    expect(readSession()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user,
      userType: login.user_type,
      entity: { id: 'e1', name: 'Client Co' },
    });
    const state = store.getState();
    expect(state.auth).toMatchObject({ accessToken: 'access-1', user });
    expect(state.user).toMatchObject({ userData: user, merchantData: { id: 'e1', name: 'Client Co' }, expiredPasswordStatus: false });
    expect(state.layout.user).toEqual(user);
  });

  test('clearSession removes all five cookies and resets the session state', () => {
    saveSession(aLoginResponse());
    clearSession();

    expect(cookieNames()).toEqual([]);
    expect(readSession()).toEqual({ accessToken: '', refreshToken: '', user: null, userType: null, entity: null });
    const state = store.getState();
    expect(state.auth.accessToken).toBe('');
    expect(state.permissions.permissionList).toEqual([]);
    expect(state.layout.isLoggedIn).toBe(false);
    expect(state.user.userData).toBeNull();
  });
});
