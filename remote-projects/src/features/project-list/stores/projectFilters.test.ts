import { projectFiltersGroup } from './projectFilters';

const { reducer, actions } = projectFiltersGroup;
const init = { type: '@@init' };

describe('projectFilters state group', () => {
  test('starts with every filter of spec section 3, due and the client, unset and the clear flag down', () => {
    expect(reducer(undefined, init)).toEqual({
      project_name: '',
      created_by: '',
      assigned_to: '',
      deadline: '',
      created_before: '',
      created_after: '',
      status: '',
      due: '',
      entity: '',
      clearFilterFlag: false,
    });
  });

  test('update merges the given filters', () => {
    const state = reducer(undefined, actions.update({ project_name: 'SOC 2', status: 'open' }));
    expect(state).toMatchObject({ project_name: 'SOC 2', status: 'open', deadline: '' });
  });

  test('reset (Clear filters) restores the defaults and raises clearFilterFlag', () => {
    const filtered = reducer(undefined, actions.update({ project_name: 'SOC 2', created_after: '2025-3-01' }));
    expect(reducer(filtered, actions.reset())).toEqual({ ...projectFiltersGroup.initialState, clearFilterFlag: true });
  });
});
