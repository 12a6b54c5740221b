// Renders the whole shell at an address, against a fake API, with every remote replaced by a marker.
import { clearSession } from '@app/shared';
import { installFakeApi, type FakeHandler, type RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { configure, render } from '@testing-library/react';
import { App } from '../App';

jest.mock('../../federation/RemoteModule', () => ({
  RemoteModule: ({ remote, module }: { remote: string; module: string }) => (
    <p>
      Remote {remote} {module}
    </p>
  ),
}));

export const BRANDING = [
  { name: 'application_title', value: 'Acme Answers' },
  { name: 'splash_short_description', value: 'Questionnaires answered in hours.' },
  { name: 'logo', value: '/branding/logo.svg' },
];

/** The API as the shell meets it; a test's own handler answers first, returning undefined to pass. */
export function shellApi(override?: (call: RecordedCall) => ReturnType<FakeHandler> | undefined): FakeHandler {
  return (call) => {
    const answer = override?.(call);
    if (answer) return answer;
    switch (call.url) {
      case '/api/v1/base/configuration/':
        return { status: 200, body: { message: 'Configuration loaded.', data: BRANDING } };
      case '/api/v1/accounts/login/':
        return { status: 200, body: { message: 'Signed in.', data: aLoginResponse(['view_audit_log']) } };
      case '/api/v1/accounts/logout/':
        return { status: 200, body: { message: 'Signed out.', data: null } };
      case '/api/v1/accounts/user-detail/': {
        const { user, user_type, entity } = aLoginResponse();
        return { status: 200, body: { message: 'Your profile.', data: { user, user_type, entity } } };
      }
      default:
        return { status: 404, body: { message: `No fake for ${call.method} ${call.url}`, code: 'not_found' } };
    }
  };
}

// The whole shell renders lazily loaded pages, and typing re-renders it: allow for a busy machine.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

let restoreApi: (() => void) | undefined;

export function renderAppAt(path: string, api: FakeHandler = shellApi()) {
  window.history.replaceState(null, '', path);
  const fakeApi = installFakeApi(api);
  restoreApi = fakeApi.restore;
  return { ...render(<App />), calls: fakeApi.calls };
}

afterEach(() => {
  restoreApi?.();
  clearSession();
  sessionStorage.clear();
  localStorage.clear();
});
