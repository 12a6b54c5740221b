import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { RemoteModule } from './RemoteModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

test("shows a spinner, then the remote module's default export", async () => {
  loadRemoteMock.mockResolvedValue({ default: () => <h1>Projects</h1> });
  render(<RemoteModule remote="projects" module="./ProjectRoutes" />);
  expect(screen.getByLabelText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledWith('projects/ProjectRoutes');
});

test('loads a remote module once, however often it is shown', async () => {
  loadRemoteMock.mockResolvedValue({ default: () => <h1>Admin</h1> });
  const { unmount } = render(<RemoteModule remote="admin" module="./AuditLog" />);
  await screen.findByRole('heading', { name: 'Admin' });
  unmount();
  render(<RemoteModule remote="admin" module="./AuditLog" />);
  expect(await screen.findByRole('heading', { name: 'Admin' })).toBeInTheDocument();
  expect(loadRemoteMock).toHaveBeenCalledTimes(1);
});

test.each([
  ['fails to load', './FailsToLoad', () => loadRemoteMock.mockRejectedValue(new Error('RUNTIME-003: manifest unreachable'))],
  ['has no default export', './NoDefault', () => loadRemoteMock.mockResolvedValue({})],
  [
    'throws while rendering',
    './Throws',
    () =>
      loadRemoteMock.mockResolvedValue({
        default: () => {
          throw new Error('broken screen');
        },
      }),
  ],
])('a remote module that %s shows the refresh screen in its place', async (_case, module, arrange) => {
  arrange();
  render(<RemoteModule remote="billing" module={module} />);
  expect(await screen.findByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Now' })).toBeInTheDocument();
});
