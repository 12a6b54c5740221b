import { createStateGroup } from './createStateGroup';

describe('createStateGroup', () => {
  const projectFilters = createStateGroup('projectFilters', { project_name: '', status: '', clearFilterFlag: false });
  const draft = createStateGroup('addProject', { project_name: '', assigned_to: [] as string[] });

  test('starts from its defaults', () => {
    expect(projectFilters.reducer(undefined, { type: '@@init' })).toEqual({
      project_name: '',
      status: '',
      clearFilterFlag: false,
    });
  });

  test('update merges the given fields', () => {
    const state = projectFilters.reducer(undefined, projectFilters.actions.update({ status: 'open' }));
    expect(state).toEqual({ project_name: '', status: 'open', clearFilterFlag: false });
  });

  test('reset of a filter group restores the defaults and raises clearFilterFlag', () => {
    const filtered = projectFilters.reducer(undefined, projectFilters.actions.update({ status: 'open' }));
    expect(projectFilters.reducer(filtered, projectFilters.actions.reset())).toEqual({
      project_name: '',
      status: '',
      clearFilterFlag: true,
    });
  });

  test('reset of any other group restores the defaults only', () => {
    const edited = draft.reducer(undefined, draft.actions.update({ project_name: 'Audit 2025' }));
    expect(draft.reducer(edited, draft.actions.reset())).toEqual({ project_name: '', assigned_to: [] });
  });

  test('ignores the actions of other groups', () => {
    const state = projectFilters.reducer(undefined, draft.actions.update({ project_name: 'x' }));
    expect(state.project_name).toBe('');
  });

  test('select reads the group, or its defaults before it is injected', () => {
    expect(draft.select({})).toEqual(draft.initialState);
    expect(draft.select({ addProject: { project_name: 'x', assigned_to: [] } }).project_name).toBe('x');
  });
});
