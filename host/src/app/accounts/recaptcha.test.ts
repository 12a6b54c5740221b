import type { FakeHandler } from '@app/shared/test-support/fake-api';

const ok = (data: unknown) => ({ status: 200, body: { message: 'OK', data } });
let restore: (() => void) | undefined;

/** A fresh copy of the module (it asks the API once per page load), with the fake API on its client. */
function loadRecaptcha(handler: FakeHandler) {
  let recaptcha!: typeof import('./recaptcha');
  jest.isolateModules(() => {
    const fakeApi: typeof import('@app/shared/test-support/fake-api') = jest.requireActual('@app/shared/test-support/fake-api');
    restore = fakeApi.installFakeApi(handler).restore;
    recaptcha = jest.requireActual('./recaptcha');
  });
  return recaptcha;
}

afterEach(() => {
  restore?.();
  document.head.innerHTML = '';
  delete window.grecaptcha;
});

test('off: no script is loaded and the form gets no token', async () => {
  const { recaptchaField } = loadRecaptcha(() => ok({ enabled: false, site_key: null }));
  await expect(recaptchaField('login')).resolves.toEqual({});
  expect(document.querySelector('script')).toBeNull();
});

test("on: Google's script loads once with the site key, and each submit gets a token for its action", async () => {
  const execute = jest.fn(async (_key: string, { action }: { action: string }) => `token-for-${action}`);
  const { recaptchaField } = loadRecaptcha(() => ok({ enabled: true, site_key: 'site key 1' }));
  const first = recaptchaField('signup');

  const script = await waitForScript();
  expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site%20key%201');
  window.grecaptcha = { ready: (callback) => callback(), execute };
  script.dispatchEvent(new Event('load'));

  await expect(first).resolves.toEqual({ recaptcha_token: 'token-for-signup' });
  await expect(recaptchaField('forgot_password')).resolves.toEqual({ recaptcha_token: 'token-for-forgot_password' });
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(execute).toHaveBeenCalledWith('site key 1', { action: 'forgot_password' });
});

test('an unanswered configuration call sends no token and is asked again next time', async () => {
  let calls = 0;
  const { recaptchaField } = loadRecaptcha(() => {
    calls += 1;
    return { status: 503, body: { message: 'Busy.', code: 'unavailable' } };
  });
  await expect(recaptchaField('login')).resolves.toEqual({});
  await expect(recaptchaField('login')).resolves.toEqual({});
  expect(calls).toBe(2);
});

async function waitForScript(): Promise<HTMLScriptElement> {
  for (let tries = 0; tries < 50; tries += 1) {
    const script = document.querySelector('script');
    if (script) return script;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('No script was added');
}
