import { addSubscriptionGroup } from './addSubscription';
import { subscriptionFiltersGroup } from './subscriptionFilters';

const init = { type: '@@init' };

describe('subscriptionFilters state group', () => {
  const { reducer, actions } = subscriptionFiltersGroup;

  test('starts with every filter of spec section 3 unset and the clear flag down', () => {
    expect(reducer(undefined, init)).toEqual({
      client: '',
      subscription: '',
      startDate: '',
      endDate: '',
      status: '',
      clearFilterFlag: false,
    });
  });

  test('update merges the given filters', () => {
    expect(reducer(undefined, actions.update({ client: 'e1', status: 'active' }))).toMatchObject({
      client: 'e1',
      status: 'active',
      startDate: '',
    });
  });

  test('reset (Clear filters) restores the defaults and raises clearFilterFlag', () => {
    const filtered = reducer(undefined, actions.update({ subscription: 'plan-gold', endDate: '2025-12-31' }));
    expect(reducer(filtered, actions.reset())).toEqual({ ...subscriptionFiltersGroup.initialState, clearFilterFlag: true });
  });
});

describe('addSubscription state group', () => {
  const { reducer, actions } = addSubscriptionGroup;

  test('starts with nothing chosen', () => {
    expect(reducer(undefined, init)).toEqual({ entity_id: '', subscription_id: '', start_date: '', change: '' });
  });

  test('update merges the choices and reset empties the draft', () => {
    const state = reducer(undefined, actions.update({ entity_id: 'e1', start_date: '2025-4-01' }));
    expect(state).toEqual({ entity_id: 'e1', subscription_id: '', start_date: '2025-4-01', change: '' });
    expect(reducer(state, actions.reset())).toEqual(addSubscriptionGroup.initialState);
  });
});
