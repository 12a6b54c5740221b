import { saveSession } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt, shellApi } from '../../testing/renderApp';
import { NAVIGATION_ITEMS } from '../navigationItems';
import { tourSteps } from './tourSteps';
import { TOUR_OFFER_FOLD_MS, TourWelcome } from './TourWelcome';

const TOUR_PATH = '/api/v1/accounts/user-detail/tour/';

function signInFirstTime(permissions: string[]) {
  const login = aLoginResponse(permissions);
  login.user.tour_completed = false;
  saveSession(login);
  return login;
}

/** The shell's fake API, answering the tour call as the server does. */
function apiRecordingTheTour() {
  return shellApi((call) => {
    if (call.url !== TOUR_PATH) return undefined;
    const { user, user_type, entity } = aLoginResponse();
    const completed = (call.body as { tour_completed: boolean }).tour_completed;
    return { status: 200, body: { message: 'The tour is done.', data: { user: { ...user, tour_completed: completed }, user_type, entity } } };
  });
}

test('a first sign-in offers the tour; "Not now" keeps it from being offered again', async () => {
  signInFirstTime(['view_project']);
  const { calls } = renderAppAt('/settings', apiRecordingTheTour());

  const offer = await screen.findByRole('region', { name: 'Welcome, Ada!' });
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));

  await waitFor(() => expect(offer).not.toBeInTheDocument());
  expect(calls.filter((call) => call.url === TOUR_PATH).map((call) => [call.method, call.body])).toEqual([['PATCH', { tour_completed: true }]]);
});

test('the tour walks the sections the user can open and ends for good when skipped', async () => {
  signInFirstTime(['view_project']);
  const { calls } = renderAppAt('/settings', apiRecordingTheTour());

  await userEvent.click(await screen.findByRole('button', { name: 'Start the tour' }));
  const step = await screen.findByRole('alertdialog');
  // A phone-sized window: the sections are named at the menu button, only those this user may open.
  expect(step).toHaveTextContent('Your sections');
  expect(step).toHaveTextContent('This button opens the menu: Projects.');
  expect(step).toHaveTextContent('1 of 3');

  await userEvent.click(screen.getByRole('button', { name: 'Skip tour' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  await waitFor(() => expect(calls.some((call) => call.url === TOUR_PATH)).toBe(true));
  expect(screen.queryByRole('region', { name: 'Welcome, Ada!' })).not.toBeInTheDocument();
});

test('the account menu replays the tour for someone who has seen it', async () => {
  saveSession(aLoginResponse(['view_project']));
  renderAppAt('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  expect(screen.queryByRole('region', { name: /Welcome/ })).not.toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Take the tour' }));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('Your sections');
});

test('on a desktop every section the user can open is a step, then notifications and the account menu', () => {
  const sections = NAVIGATION_ITEMS.filter((item) => ['dashboard', 'projects', 'repository'].includes(item.id));
  const steps = tourSteps(sections, true);
  expect(steps.map((step) => step.title)).toEqual(['Dashboard', 'Projects', 'Repository', 'Notifications', 'Your account']);
  expect(steps[1]!.target).toBe('[data-tour="nav-projects"]');
});

test('the offer folds into a small button after a few seconds, which opens it again until it is answered', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const answered: string[] = [];
    render(<TourWelcome firstName="Ada" onStart={() => answered.push('start')} onDismiss={() => answered.push('dismiss')} />);
    expect(screen.getByRole('region', { name: 'Welcome, Ada!' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOUR_OFFER_FOLD_MS - 100));
    expect(screen.getByRole('region', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('region', { name: 'Welcome, Ada!' })).not.toBeInTheDocument();

    // Opened again, it stays: it folds only by hand now.
    await user.click(screen.getByRole('button', { name: 'Show the tour offer' }));
    act(() => jest.advanceTimersByTime(TOUR_OFFER_FOLD_MS * 2));
    expect(screen.getByRole('region', { name: 'Welcome, Ada!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fold the tour offer' }));
    await user.click(screen.getByRole('button', { name: 'Show the tour offer' }));
    await user.click(screen.getByRole('button', { name: 'Start the tour' }));
    expect(answered).toEqual(['start']);
  } finally {
    jest.useRealTimers();
  }
});

test('the offer does not fold while the keyboard is inside it', () => {
  jest.useFakeTimers();
  try {
    render(<TourWelcome firstName="Ada" onStart={() => undefined} onDismiss={() => undefined} />);
    act(() => screen.getByRole('button', { name: 'Start the tour' }).focus());
    act(() => jest.advanceTimersByTime(TOUR_OFFER_FOLD_MS));
    expect(screen.getByRole('region', { name: 'Welcome, Ada!' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
