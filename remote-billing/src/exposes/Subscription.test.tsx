import { AppProviders, store } from '@app/shared';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { addSubscriptionGroup } from '../features/subscriptions/stores/addSubscription';
import { subscriptionFiltersGroup } from '../features/subscriptions/stores/subscriptionFilters';
import Subscription from './Subscription';

// The date picker is a lazy chunk: its first load takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

/** Renders inside act so that the lazy date pickers have loaded when it returns. */
async function renderSubscriptions() {
  await act(async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/subscription']}>
          <Subscription />
        </MemoryRouter>
      </AppProviders>,
    );
  });
}

const subscriptionFilters = () => subscriptionFiltersGroup.select(store.getState());

beforeEach(() => store.dispatch(subscriptionFiltersGroup.actions.reset()));

test('shows its title, the filter bar and no subscriptions yet, with both groups injected', async () => {
  await renderSubscriptions();
  expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Filter subscriptions' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Choose start date' })).toBeInTheDocument();
  expect(screen.getByText('No subscriptions yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  expect(store.getState()).toHaveProperty(subscriptionFiltersGroup.name);
  expect(store.getState()[addSubscriptionGroup.name]).toEqual(addSubscriptionGroup.initialState);
});

test('the date filters show the subscriptionFilters group and Clear filters resets it', async () => {
  const user = userEvent.setup();
  store.dispatch(subscriptionFiltersGroup.actions.update({ startDate: '2025-1-01', status: 'active' }));
  await renderSubscriptions();
  expect(screen.getByDisplayValue('01/01/2025')).toBeInTheDocument();
  expect(screen.getByText('No subscriptions match these filters.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(subscriptionFilters()).toEqual({ ...subscriptionFiltersGroup.initialState, clearFilterFlag: true });
  expect(screen.queryByDisplayValue('01/01/2025')).not.toBeInTheDocument();
  expect(screen.getByText('No subscriptions yet.')).toBeInTheDocument();
});
