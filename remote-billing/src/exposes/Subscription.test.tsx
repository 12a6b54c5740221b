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
  expect(screen.getByText('No subscriptions yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  expect(store.getState()).toHaveProperty(subscriptionFiltersGroup.name);
  expect(store.getState()[addSubscriptionGroup.name]).toEqual(addSubscriptionGroup.initialState);
});

test('the date filters stay closed, picker not fetched, until More filters opens them', async () => {
  const user = userEvent.setup();
  await renderSubscriptions();
  const moreFilters = screen.getByRole('button', { name: 'More filters' });
  expect(moreFilters).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('group', { name: 'More filters' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Choose start date' })).not.toBeInTheDocument();

  await user.click(moreFilters);
  expect(moreFilters).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('group', { name: 'More filters' })).toHaveAttribute('id', moreFilters.getAttribute('aria-controls'));
  await user.click(await screen.findByRole('button', { name: 'Choose end date' }));
  await user.click(await screen.findByRole('gridcell', { name: '15' }));
  expect(subscriptionFilters().endDate).toMatch(/^\d{4}-\d{1,2}-15$/);
  expect(screen.getByRole('button', { name: 'More filters (1)' })).toBeInTheDocument();
  expect(screen.getByText('No subscriptions match these filters.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'More filters (1)' }));
  expect(screen.queryByRole('group', { name: 'More filters' })).not.toBeInTheDocument();
});

test('date filters already set show open with their values, and Clear filters resets the group', async () => {
  const user = userEvent.setup();
  store.dispatch(subscriptionFiltersGroup.actions.update({ startDate: '2025-1-01', status: 'active' }));
  await renderSubscriptions();
  expect(screen.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByDisplayValue('01/01/2025')).toBeInTheDocument();
  expect(screen.getByText('No subscriptions match these filters.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(subscriptionFilters()).toEqual({ ...subscriptionFiltersGroup.initialState, clearFilterFlag: true });
  expect(screen.queryByDisplayValue('01/01/2025')).not.toBeInTheDocument();
  expect(screen.getByText('No subscriptions yet.')).toBeInTheDocument();
});
