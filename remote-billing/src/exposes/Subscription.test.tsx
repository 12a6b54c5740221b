import { AppProviders, clearSession, saveSession, store } from '@app/shared';
import type { EntitySubscription, Subscription as SubscriptionRow, SubscriptionPlan } from '@app/shared/contract';
import { installFakeApi, type FakeAnswer, type RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { addSubscriptionGroup } from '../features/subscriptions/stores/addSubscription';
import { subscriptionFiltersGroup } from '../features/subscriptions/stores/subscriptionFilters';
import Subscription from './Subscription';

// The date picker and the dialogs are lazy chunks: their first load takes seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(30_000);

const LIST = '/api/v1/subscription/';
const PLANS = '/api/v1/subscription/plans/';
const PLAN_LOOKUP = '/api/v1/subscription/lookups/subscription-plan/';
const CLIENTS = '/api/v1/accounts/lookups/entity-subscription/';
const MANAGER = ['view_subscriptions', 'manage_subscriptions'];
const VIEWER = ['view_subscriptions'];

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DEMO = { id: uuid(1), name: 'Demo Client' };
const NORTHWIND = { id: uuid(2), name: 'Northwind' };

function aPlan(overrides: Partial<SubscriptionPlan> = {}): SubscriptionPlan {
  return {
    id: uuid(10),
    name: 'Professional',
    description: 'Unlimited questionnaires.',
    price: 4900,
    currency: 'USD',
    billing_period: 'yearly',
    duration_months: 12,
    archived: false,
    current_subscriptions: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
const PROFESSIONAL = aPlan();
const STARTER = aPlan({ id: uuid(11), name: 'Starter', price: 49, billing_period: 'monthly', current_subscriptions: 0 });

function aSubscription(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: uuid(20),
    entity: DEMO,
    plan: { id: PROFESSIONAL.id, name: PROFESSIONAL.name },
    start_date: '2026-10-01',
    end_date: '2027-09-30',
    status: 'active',
    price: 4900,
    currency: 'USD',
    billing_period: 'yearly',
    cancelled_at: null,
    cancelled_by: null,
    created_at: '2026-10-01T00:00:00Z',
    ...overrides,
  };
}

const CLIENT_LOOKUP: EntitySubscription[] = [
  {
    ...DEMO,
    subscription: { id: uuid(20), plan: { id: PROFESSIONAL.id, name: 'Professional' }, status: 'active', start_date: '2026-10-01', end_date: '2027-09-30' },
  },
  { ...NORTHWIND, subscription: null },
];

const ok = (data: unknown, message = 'OK'): FakeAnswer => ({ status: 200, body: { message, data } });
const paged = (results: unknown[], count = results.length) => ok({ count, next: null, previous: null, results });
const splitUrl = (call: RecordedCall) => {
  const [path, query = ''] = call.url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

type Handler = (call: RecordedCall) => FakeAnswer | undefined;

/** The billing API: the test's own handler first, then a list of `rows` and the lookups. */
function billingApi(rows: SubscriptionRow[] = [aSubscription()], handler: Handler = () => undefined) {
  const listQueries: Record<string, string>[] = [];
  const fake = (call: RecordedCall): FakeAnswer => {
    const own = handler(call);
    if (own) return own;
    const { path, query } = splitUrl(call);
    if (call.method !== 'GET') return { status: 404, body: { message: 'No fake', code: 'not_found' } };
    if (path === LIST) {
      listQueries.push(query);
      return paged(rows);
    }
    if (path === PLANS) return ok([PROFESSIONAL, STARTER, aPlan({ id: uuid(12), name: 'Legacy', archived: true, current_subscriptions: 0 })]);
    if (path === PLAN_LOOKUP) return ok([PROFESSIONAL, STARTER]);
    if (path === CLIENTS) return ok(CLIENT_LOOKUP);
    return { status: 404, body: { message: `No fake for ${call.url}`, code: 'not_found' } };
  };
  return { fake, listQueries };
}

function ShowAddress() {
  const { pathname, search } = useLocation();
  return <p data-testid="address">{pathname + search}</p>;
}

let restoreApi: (() => void) | undefined;
afterEach(() => {
  restoreApi?.();
  store.dispatch(subscriptionFiltersGroup.actions.update(subscriptionFiltersGroup.initialState));
  store.dispatch(addSubscriptionGroup.actions.reset());
  clearSession();
});

async function renderSubscriptions(api: ReturnType<typeof billingApi>, { path = '/subscription', permissions = MANAGER } = {}) {
  saveSession(aLoginResponse(permissions));
  const fakeApi = installFakeApi(api.fake);
  restoreApi = fakeApi.restore;
  await act(async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Subscription />
          <ShowAddress />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return fakeApi.calls;
}

const filters = () => subscriptionFiltersGroup.select(store.getState());
const lastQuery = (api: ReturnType<typeof billingApi>) => api.listQueries[api.listQueries.length - 1];

test('lists the subscriptions with client, plan, dates MM/DD/YYYY, status and price, paged on the server', async () => {
  const api = billingApi([aSubscription(), aSubscription({ id: uuid(21), entity: NORTHWIND, end_date: null, status: 'scheduled', start_date: '2027-01-15' })]);
  await renderSubscriptions(api);
  const table = await screen.findByRole('table', { name: 'Subscriptions' });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('td, th')).map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['Client', 'Plan', 'Start', 'End', 'Status', 'Price', 'Actions'],
    ['Demo Client', 'Professional', '10/01/2026', '09/30/2027', 'Active', '$4,900.00 per year', 'End dateCancel'],
    ['Northwind', 'Professional', '01/15/2027', 'Until cancelled', 'Scheduled', '$4,900.00 per year', 'End dateCancel'],
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('2 subscriptions');
  expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
  expect(api.listQueries).toEqual([{ page: '1', page_size: '20', ordering: '-start_date,-created_at' }]);
  expect(store.getState()[addSubscriptionGroup.name]).toEqual(addSubscriptionGroup.initialState);
});

test('client, plan and status filters go to the API and into the subscriptionFilters group; Clear filters empties both', async () => {
  const user = userEvent.setup();
  const api = billingApi();
  await renderSubscriptions(api);
  await screen.findByRole('table', { name: 'Subscriptions' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Northwind' })).toBeInTheDocument());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'Northwind');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Legacy (archived)');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expired');
  await waitFor(() =>
    expect(lastQuery(api)).toEqual({
      client: NORTHWIND.id,
      subscription: uuid(12),
      status: 'expired',
      page: '1',
      page_size: '20',
      ordering: '-start_date,-created_at',
    }),
  );
  expect(filters()).toMatchObject({ client: NORTHWIND.id, subscription: uuid(12), status: 'expired' });

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(filters()).toEqual({ ...subscriptionFiltersGroup.initialState, clearFilterFlag: true });
  await waitFor(() => expect(lastQuery(api)).toEqual({ page: '1', page_size: '20', ordering: '-start_date,-created_at' }));
});

test('a heading sorts the subscriptions on the server: the order in the address, aria-sort on the heading', async () => {
  const user = userEvent.setup();
  const api = billingApi();
  await renderSubscriptions(api, { path: '/subscription?status=active' });
  const table = await screen.findByRole('table', { name: 'Subscriptions' });
  expect(within(table).getByRole('columnheader', { name: 'Start' })).toHaveAttribute('aria-sort', 'descending');
  await user.click(within(table).getByRole('button', { name: 'Client' }));
  await waitFor(() => expect(lastQuery(api)).toEqual({ status: 'active', page: '1', page_size: '20', ordering: 'entity' }));
  expect(within(table).getByRole('columnheader', { name: 'Client' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(table).getByRole('columnheader', { name: 'Start' })).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/subscription\?ordering=entity$/);
  await user.click(within(table).getByRole('button', { name: 'Client' }));
  await waitFor(() => expect(lastQuery(api)?.ordering).toBe('-entity'));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/subscription\?ordering=-entity$/);
});

test("the dashboard card's link (?status=active) becomes the status filter", async () => {
  const api = billingApi();
  await renderSubscriptions(api, { path: '/subscription?status=active' });
  await screen.findByRole('table', { name: 'Subscriptions' });
  expect(api.listQueries).toEqual([{ status: 'active', page: '1', page_size: '20', ordering: '-start_date,-created_at' }]);
  expect(filters().status).toBe('active');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/subscription$/);
});

test('the date filters stay closed until More filters opens them, and go to the API as start_date / end_date', async () => {
  const user = userEvent.setup();
  const api = billingApi();
  await renderSubscriptions(api);
  await screen.findByRole('table', { name: 'Subscriptions' });
  expect(screen.queryByRole('button', { name: 'Choose ends by' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'More filters' }));
  await user.click(await screen.findByRole('button', { name: 'Choose ends by' }));
  await user.click(await screen.findByRole('gridcell', { name: '15' }));
  expect(filters().endDate).toMatch(/^\d{4}-\d{1,2}-15$/);
  await waitFor(() => expect(lastQuery(api).end_date).toBe(filters().endDate));
  expect(screen.getByRole('button', { name: 'More filters (1)' })).toBeInTheDocument();
});

test('empty: a manager is offered to assign the first plan; filtered, to clear the filters', async () => {
  const user = userEvent.setup();
  await renderSubscriptions(billingApi([]));
  expect(await screen.findByText('No subscriptions yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Assign a plan' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
  expect(await screen.findByText('No subscriptions match these filters.')).toBeInTheDocument();
});

test('a reader without manage_subscriptions sees no way to change anything', async () => {
  const user = userEvent.setup();
  await renderSubscriptions(billingApi(), { permissions: VIEWER });
  await screen.findByRole('table', { name: 'Subscriptions' });
  expect(screen.queryByRole('button', { name: /Assign plan|Cancel|end date/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Plans' }));
  expect(await screen.findByRole('listitem', { name: 'Professional' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /New plan|Edit|Archive/ })).not.toBeInTheDocument();
});

/** The billing API answering a POST of the list with `message`, keeping what was posted. */
function assigningApi(message: string) {
  const posted: unknown[] = [];
  const api = billingApi([aSubscription()], (call) => {
    if (call.method !== 'POST' || call.url !== LIST) return undefined;
    posted.push(call.body);
    return { status: 201, body: { message, data: aSubscription() } };
  });
  return { api, posted };
}

async function openAssignDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Assign plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign a plan' });
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Northwind (no subscription)' })).toBeInTheDocument());
  return dialog;
}

test('assigning to a client without a plan sends the chosen start date', async () => {
  const user = userEvent.setup();
  const { api, posted } = assigningApi('Northwind has the Starter plan from 11/02/2026 to 11/02/2027.');
  await renderSubscriptions(api);
  const dialog = await openAssignDialog(user);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Northwind (no subscription)');
  expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Starter: $49.00 per month, 12 months');
  const listLoads = api.listQueries.length;
  await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));

  expect(await screen.findByText('Northwind has the Starter plan from 11/02/2026 to 11/02/2027.')).toBeInTheDocument();
  expect(posted).toEqual([{ entity_id: NORTHWIND.id, subscription_id: STARTER.id, start_date: expect.stringMatching(/^\d{4}-\d{1,2}-\d{2}$/) }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(store.getState()[addSubscriptionGroup.name]).toEqual(addSubscriptionGroup.initialState);
  await waitFor(() => expect(api.listQueries.length).toBe(listLoads + 1));
});

test('a client with an active plan: the dialog asks when the new one starts, and "change now" is sent as change now', async () => {
  const user = userEvent.setup();
  const { api, posted } = assigningApi('Demo Client has the Starter plan from 11/02/2026 to 11/02/2027. The Professional plan ended today.');
  await renderSubscriptions(api);
  const dialog = await openAssignDialog(user);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Demo Client (Professional ending 09/30/2027)');
  const when = within(dialog).getByRole('radiogroup', { name: 'Demo Client has Professional until 09/30/2027. When does the new plan start?' });
  expect(within(dialog).queryByRole('button', { name: /Choose start date/ })).not.toBeInTheDocument();
  expect(within(when).getByRole('radio', { name: 'After the current term, on 09/30/2027' })).not.toBeChecked();
  expect(within(when).getByRole('radio', { name: 'Change now: Professional ends today and the new plan starts today' })).not.toBeChecked();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Starter: $49.00 per month, 12 months');

  // Nothing is chosen for the person: without an answer, nothing is sent.
  await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
  expect(within(dialog).getByText('Choose when the new plan starts.')).toBeInTheDocument();
  expect(posted).toEqual([]);

  await user.click(within(when).getByRole('radio', { name: /^Change now/ }));
  expect(store.getState()[addSubscriptionGroup.name]).toMatchObject({ entity_id: DEMO.id, change: 'now' });
  await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
  expect(await screen.findByText(/The Professional plan ended today\.$/)).toBeInTheDocument();
  expect(posted).toEqual([{ entity_id: DEMO.id, subscription_id: STARTER.id, change: 'now' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('"after the current term" is sent as such; choosing another client asks again', async () => {
  const user = userEvent.setup();
  const { api, posted } = assigningApi('Demo Client has the Starter plan from 09/30/2027 to 09/30/2028.');
  await renderSubscriptions(api);
  const dialog = await openAssignDialog(user);
  const client = within(dialog).getByRole('combobox', { name: 'Client' });
  await user.selectOptions(client, 'Demo Client (Professional ending 09/30/2027)');
  await user.click(within(dialog).getByRole('radio', { name: 'After the current term, on 09/30/2027' }));
  await user.selectOptions(client, 'Northwind (no subscription)');
  expect(store.getState()[addSubscriptionGroup.name]).toMatchObject({ entity_id: NORTHWIND.id, change: '' });
  await user.selectOptions(client, 'Demo Client (Professional ending 09/30/2027)');
  expect(within(dialog).getByRole('radio', { name: 'After the current term, on 09/30/2027' })).not.toBeChecked();
  await user.click(within(dialog).getByRole('radio', { name: 'After the current term, on 09/30/2027' }));
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Starter: $49.00 per month, 12 months');
  await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
  expect(await screen.findByText('Demo Client has the Starter plan from 09/30/2027 to 09/30/2028.')).toBeInTheDocument();
  expect(posted).toEqual([{ entity_id: DEMO.id, subscription_id: STARTER.id, change: 'after_current' }]);
});

test('a plan running until cancelled cannot be followed "after its term": only "change now" is offered', async () => {
  const user = userEvent.setup();
  const openEnded: EntitySubscription = { ...CLIENT_LOOKUP[0]!, subscription: { ...CLIENT_LOOKUP[0]!.subscription!, end_date: null } };
  await renderSubscriptions(billingApi([aSubscription()], (call) => (call.url === CLIENTS ? ok([openEnded, CLIENT_LOOKUP[1]]) : undefined)));
  const dialog = await openAssignDialog(user);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Demo Client (Professional until cancelled)');
  expect(within(dialog).getByRole('radio', { name: 'After the current term: not possible, Professional runs until cancelled' })).toBeDisabled();
  expect(within(dialog).getByRole('radio', { name: /^Change now/ })).toBeEnabled();
});

test("a refused assignment shows the API's message and keeps the dialog open", async () => {
  const user = userEvent.setup();
  const refusal = 'Demo Client already has the Professional plan from 10/01/2026 to 09/30/2027. Cancel it, or choose dates outside it.';
  await renderSubscriptions(
    billingApi([aSubscription()], (call) => (call.method === 'POST' ? { status: 409, body: { message: refusal, code: 'overlap' } } : undefined)),
  );
  await user.click(await screen.findByRole('button', { name: 'Assign plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign a plan' });
  await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
  expect(within(dialog).getByText('Choose a client.')).toBeInTheDocument();
  expect(within(dialog).getByText('Choose a plan.')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Northwind (no subscription)' })).toBeInTheDocument());
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Client' }), 'Northwind (no subscription)');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'Starter: $49.00 per month, 12 months');
  await user.click(within(dialog).getByRole('button', { name: 'Assign plan' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Assign a plan' })).toBeInTheDocument();
});

test('cancelling asks first, then sends status cancelled and shows the answer', async () => {
  const user = userEvent.setup();
  let patched: RecordedCall | undefined;
  await renderSubscriptions(
    billingApi([aSubscription()], (call) => {
      if (call.method !== 'PATCH') return undefined;
      patched = call;
      return ok(aSubscription({ status: 'cancelled' }), 'The Professional subscription of Demo Client was cancelled.');
    }),
  );
  await user.click(await screen.findByRole('button', { name: 'Cancel the Professional subscription of Demo Client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel the Professional subscription of Demo Client?' });
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(patched).toBeUndefined();

  await user.click(screen.getByRole('button', { name: 'Cancel the Professional subscription of Demo Client' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('The Professional subscription of Demo Client was cancelled.')).toBeInTheDocument();
  expect(patched).toMatchObject({ url: `${LIST}${uuid(20)}/`, body: { status: 'cancelled' } });
});

test('the end date: checked against the start, sent as the day chosen or null for until cancelled; refusals shown beside it', async () => {
  const user = userEvent.setup();
  const patched: unknown[] = [];
  let refuse = true;
  // A short subscription, so that the calendar opens on a month holding days before its start.
  const api = billingApi([aSubscription({ start_date: '2027-09-20' })], (call) => {
    if (call.method !== 'PATCH') return undefined;
    patched.push(call.body);
    if (refuse) {
      const message = 'Demo Client already has the Starter plan from 09/25/2027 to 10/25/2027. Cancel it, or choose dates outside it.';
      return { status: 409, body: { message, code: 'overlap', errors: { end_date: [message] } } };
    }
    return ok(aSubscription({ end_date: null }), 'The Professional subscription of Demo Client now runs until cancelled.');
  });
  await renderSubscriptions(api);
  await user.click(await screen.findByRole('button', { name: 'Change the end date of the Professional subscription of Demo Client' }));
  const dialog = await screen.findByRole('dialog', { name: 'End date of the Professional subscription of Demo Client' });
  expect(within(dialog).getByText(/It started on 09\/20\/2027\./)).toBeInTheDocument();
  const pickDay = async (day: string) => {
    await user.click(await within(dialog).findByRole('button', { name: /^Choose end date/ }));
    await user.click(await screen.findByRole('gridcell', { name: day }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  };

  // A day before the start is refused here, before anything is sent.
  await pickDay('15');
  await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
  expect(within(dialog).getByText('The end date cannot be before the start date (09/20/2027).')).toBeInTheDocument();
  expect(patched).toEqual([]);

  // The API's refusal is shown beside the field and the dialog stays.
  await pickDay('25');
  await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
  await waitFor(() => expect(within(dialog).getByText(/already has the Starter plan/)).toBeInTheDocument());
  expect(patched).toEqual([{ end_date: '2027-9-25' }]);
  expect(screen.getByRole('dialog', { name: 'End date of the Professional subscription of Demo Client' })).toBeInTheDocument();

  // Until cancelled: no date, null sent.
  refuse = false;
  await user.click(within(dialog).getByRole('checkbox', { name: 'No end date: runs until cancelled' }));
  expect(within(dialog).queryByRole('button', { name: /Choose end date/ })).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Save end date' }));
  expect(await screen.findByText('The Professional subscription of Demo Client now runs until cancelled.')).toBeInTheDocument();
  expect(patched[1]).toEqual({ end_date: null });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('plans: listed on their tab (kept in the address), created, edited and archived by a manager', async () => {
  const user = userEvent.setup();
  const sent: RecordedCall[] = [];
  await renderSubscriptions(
    billingApi([aSubscription()], (call) => {
      if (call.method === 'GET') return undefined;
      sent.push(call);
      return { status: call.method === 'POST' ? 201 : 200, body: { message: `Saved ${call.method}`, data: PROFESSIONAL } };
    }),
  );
  await user.click(await screen.findByRole('tab', { name: 'Plans' }));
  expect(screen.getByTestId('address')).toHaveTextContent('/subscription?tab=plans');
  const legacy = await screen.findByRole('listitem', { name: 'Legacy' });
  expect(within(legacy).getByText('Archived')).toBeInTheDocument();
  const professional = screen.getByRole('listitem', { name: 'Professional' });
  expect(within(professional).getByText('$4,900.00 per year')).toBeInTheDocument();
  expect(within(professional).getByText('Term: 12 months')).toBeInTheDocument();
  expect(within(professional).getByText('1 current subscription')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'New plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'New plan' });
  await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
  expect(within(dialog).getByText('Enter a plan name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Enter a price.')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Plan name' }), 'Gold');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Price' }), '99.5');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'EUR');
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Term in months' }), '6');
  await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
  expect(await screen.findByText('Saved POST')).toBeInTheDocument();
  expect(sent[0]).toMatchObject({
    url: PLANS,
    body: { name: 'Gold', description: '', price: 99.5, currency: 'EUR', billing_period: 'monthly', duration_months: 6 },
  });

  await user.click(screen.getByRole('button', { name: 'Edit Professional' }));
  const edit = await screen.findByRole('dialog', { name: 'Edit the Professional plan' });
  const price = within(edit).getByRole('spinbutton', { name: 'Price' });
  await user.clear(price);
  await user.type(price, '5200');
  await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(sent[1]).toMatchObject({ method: 'PATCH', url: `${PLANS}${PROFESSIONAL.id}/`, body: { price: 5200 } }));

  await user.click(screen.getByRole('button', { name: 'Archive Starter' }));
  await waitFor(() => expect(sent[2]).toMatchObject({ method: 'PATCH', url: `${PLANS}${STARTER.id}/`, body: { archived: true } }));
  await user.click(screen.getByRole('button', { name: 'Restore Legacy' }));
  await waitFor(() => expect(sent[3]).toMatchObject({ body: { archived: false } }));
});
