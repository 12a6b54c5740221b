import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './ErrorBoundary';
import { LazyLoadError } from './LazyLoadError';
import { RouteErrorBoundary } from './RouteErrorPage';
import { reloadPage } from '../navigation/navigation';

jest.mock('../navigation/navigation', () => ({ reloadPage: jest.fn() }));

function Throws({ error }: { error: Error }): never {
  throw error;
}

function chunkLoadError() {
  const error = new Error('Loading chunk 512 failed.\n(error: https://localhost/512.js)');
  error.name = 'ChunkLoadError';
  return error;
}

beforeEach(() => {
  // React reports caught render errors on the console; the screens are what these tests read.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('the lazy-load error screen reloads the page with Refresh Now', async () => {
  render(<LazyLoadError />);
  expect(screen.getByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeInTheDocument();
  expect(screen.getByText("Try refreshing the page or clearing your browser's cache")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Refresh Now' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

describe('AppErrorBoundary', () => {
  test('shows the refresh screen for a part that failed to load', () => {
    render(
      <AppErrorBoundary>
        <Throws error={chunkLoadError()} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Refresh Now' })).toBeInTheDocument();
  });

  test("shows 'Something went wrong:' and the message for any other error", () => {
    render(
      <AppErrorBoundary>
        <Throws error={new TypeError("Cannot read properties of undefined (reading 'name')")} />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong:')).toBeInTheDocument();
    expect(screen.getByText("Cannot read properties of undefined (reading 'name')")).toBeInTheDocument();
  });

  test('starts over when its reset key changes', () => {
    const { rerender } = render(
      <AppErrorBoundary resetKey="/a">
        <Throws error={new Error('broken page')} />
      </AppErrorBoundary>,
    );
    rerender(
      <AppErrorBoundary resetKey="/b">
        <p>next page</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
  });
});

describe('the router-level fallback', () => {
  test('shows the status and text of an HTTP error', () => {
    render(
      <RouteErrorBoundary>
        <Throws error={new Response('', { status: 503, statusText: 'Service Unavailable' }) as unknown as Error} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });

  test('shows the message and the stack of a thrown error', () => {
    render(
      <RouteErrorBoundary>
        <Throws error={new Error('layout exploded')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'layout exploded' })).toBeInTheDocument();
    expect(screen.getByText(/errorScreens\.test\.tsx/)).toBeInTheDocument();
  });
});
