import { auditLogFiltersGroup } from './auditLogFilters';

const { reducer, actions } = auditLogFiltersGroup;

describe('auditLogFilters state group', () => {
  test('starts with every filter of spec section 3 unset and the clear flag down', () => {
    expect(reducer(undefined, { type: '@@init' })).toEqual({
      entity: '',
      category: '',
      action: '',
      startDate: '',
      endDate: '',
      clearFilterFlag: false,
    });
  });

  test('update merges the given filters', () => {
    expect(reducer(undefined, actions.update({ category: 'projects', startDate: '2025-3-01' }))).toMatchObject({
      category: 'projects',
      startDate: '2025-3-01',
      endDate: '',
    });
  });

  test('reset (Clear filters) restores the defaults and raises clearFilterFlag', () => {
    const filtered = reducer(undefined, actions.update({ entity: 'e1', endDate: '2025-3-31' }));
    expect(reducer(filtered, actions.reset())).toEqual({ ...auditLogFiltersGroup.initialState, clearFilterFlag: true });
  });
});
