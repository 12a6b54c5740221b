import { AppProviders, clearSession, saveSession } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RequirePermission } from './RequirePermission';

function renderGate(granted: string[], required: string[], mode?: 'any' | 'all') {
  saveSession(aLoginResponse(granted));
  render(
    <AppProviders>
      <MemoryRouter>
        <RequirePermission permissions={required} mode={mode}>
          <h1>Audit log</h1>
        </RequirePermission>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  clearSession();
});

test('a user with the permission sees the screen at once', () => {
  renderGate(['VIEW_AUDIT_LOG'], ['view_audit_log']);
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
});

test('a user without it sees a spinner for 5 seconds, then the not-authorized message', () => {
  renderGate(['view_project'], ['view_audit_log']);
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(4999));
  expect(screen.getByRole('progressbar')).toBeInTheDocument();
  expect(screen.queryByText('You are not authorized to view this page')).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('You are not authorized to view this page')).toBeInTheDocument();
});

test('"all" mode needs every permission', () => {
  renderGate(['view_project'], ['view_project', 'view_repository'], 'all');
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText('You are not authorized to view this page')).toBeInTheDocument();
});

test('an empty requirement lets any signed-in user in', () => {
  renderGate([], []);
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
});
