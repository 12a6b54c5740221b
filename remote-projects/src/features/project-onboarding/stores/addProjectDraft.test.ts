import { authGroup, createAppStore } from '@app/shared';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { addProjectGroup } from './addProjectDraft';
import { addProjectDraftSaga, draftStorageKey } from './addProjectDraftSaga';

const ada = aLoginResponse().user;
const grace = { ...ada, id: 'u2', email: 'grace@demo.test' };

/** A page load: a new store with the draft group injected and its saga started. */
async function loadPage(user = ada) {
  const store = createAppStore();
  store.dispatch(authGroup.actions.update({ user }));
  store.injectReducer(addProjectGroup.name, addProjectGroup.reducer);
  await store.runSaga(addProjectGroup.name, addProjectDraftSaga);
  return { store, draft: () => addProjectGroup.select(store.getState()) };
}

beforeEach(() => localStorage.clear());

describe('addProject state group', () => {
  test('starts as an empty draft', () => {
    expect(addProjectGroup.reducer(undefined, { type: '@@init' })).toEqual({
      entity_id: '',
      project_name: '',
      description: '',
      assigned_to: [],
      deadline: '',
    });
  });

  test('update merges fields and reset empties the draft', () => {
    const { reducer, actions } = addProjectGroup;
    const state = reducer(undefined, actions.update({ project_name: 'Vendor review', assigned_to: ['u7'] }));
    expect(state).toMatchObject({ project_name: 'Vendor review', assigned_to: ['u7'], description: '' });
    expect(reducer(state, actions.reset())).toEqual(addProjectGroup.initialState);
  });
});

describe('addProjectDraftSaga', () => {
  test('the draft survives a reload', async () => {
    const firstVisit = await loadPage();
    firstVisit.store.dispatch(addProjectGroup.actions.update({ entity_id: 'e7', project_name: 'Vendor review', deadline: '2030-1-15' }));

    const afterReload = await loadPage();
    expect(afterReload.draft()).toEqual({
      entity_id: 'e7',
      project_name: 'Vendor review',
      description: '',
      assigned_to: [],
      deadline: '2030-1-15',
    });
  });

  test('discarding the draft removes it from the browser', async () => {
    const page = await loadPage();
    page.store.dispatch(addProjectGroup.actions.update({ project_name: 'Vendor review' }));
    page.store.dispatch(addProjectGroup.actions.reset());
    expect(localStorage.getItem(draftStorageKey(ada.id))).toBeNull();
    expect((await loadPage()).draft()).toEqual(addProjectGroup.initialState);
  });

  test("one user's draft is never shown to another", async () => {
    const page = await loadPage();
    page.store.dispatch(addProjectGroup.actions.update({ project_name: "Ada's project" }));

    page.store.dispatch(authGroup.actions.reset());
    expect(page.draft()).toEqual(addProjectGroup.initialState);

    page.store.dispatch(authGroup.actions.update({ user: grace }));
    expect(page.draft().project_name).toBe('');

    page.store.dispatch(authGroup.actions.update({ user: ada }));
    expect(page.draft().project_name).toBe("Ada's project");
  });

  test('a damaged stored draft is read field by field', async () => {
    localStorage.setItem(draftStorageKey(ada.id), JSON.stringify({ entity_id: null, project_name: 42, description: 'Kept', assigned_to: ['u7', 3] }));
    expect((await loadPage()).draft()).toEqual({ entity_id: '', project_name: '', description: 'Kept', assigned_to: ['u7'], deadline: '' });

    localStorage.setItem(draftStorageKey(ada.id), '{not json');
    expect((await loadPage()).draft()).toEqual(addProjectGroup.initialState);
  });
});
