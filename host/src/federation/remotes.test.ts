import { registerRemotes } from '@module-federation/enhanced/runtime';
import { readRemoteAddresses, registerRuntimeRemotes } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const origin = window.location.origin;
const sameOrigin = (name: string) => `${origin}/remotes/${name}/mf-manifest.json`;

function serveRemotesFile(response: () => Promise<Response>) {
  const fetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => response());
  window.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));

test('reads remotes.json beside index.html, every time afresh', async () => {
  const fetchMock = serveRemotesFile(async () => Response.json({}));
  await readRemoteAddresses();
  expect(String(fetchMock.mock.calls[0][0])).toBe(`${origin}/remotes.json`);
  expect(fetchMock.mock.calls[0][1]).toEqual({ cache: 'no-cache' });
});

test('a remote listed in remotes.json is at its address; the others stay at their same-origin path', async () => {
  serveRemotesFile(async () =>
    Response.json({ billing: 'https://billing.example.com/v7/mf-manifest.json', admin: '/elsewhere/mf-manifest.json', projects: 42 }),
  );
  expect(await readRemoteAddresses()).toEqual({
    projects: sameOrigin('projects'),
    repository: sameOrigin('repository'),
    admin: `${origin}/elsewhere/mf-manifest.json`,
    billing: 'https://billing.example.com/v7/mf-manifest.json',
  });
});

test.each([
  ['cannot be fetched', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['is missing', async () => new Response('not found', { status: 404 })],
  ['is not JSON', async () => new Response('<html>', { status: 200 })],
])('when remotes.json %s every remote is at its same-origin path', async (_case, response) => {
  serveRemotesFile(response);
  const addresses = await readRemoteAddresses();
  expect(Object.values(addresses)).toEqual(['projects', 'repository', 'admin', 'billing'].map(sameOrigin));
});

test('registers all four remotes with the runtime, nothing loaded yet', async () => {
  serveRemotesFile(async () => Response.json({}));
  await registerRuntimeRemotes();
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: 'projects', entry: sameOrigin('projects') },
    { name: 'repository', entry: sameOrigin('repository') },
    { name: 'admin', entry: sameOrigin('admin') },
    { name: 'billing', entry: sameOrigin('billing') },
  ]);
});
