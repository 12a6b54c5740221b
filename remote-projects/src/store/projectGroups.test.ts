import { aDocument } from '../testing/projectFixtures';
import { projectFlagsGroup } from './projectFlags';
import { workFlowItemsGroup } from './workFlowItems';

const init = { type: '@@init' };

describe('workFlowItems state group', () => {
  const { reducer, actions } = workFlowItemsGroup;

  test('starts with no project and an empty list', () => expect(reducer(undefined, init)).toEqual({ projectId: null, items: [] }));

  test("update replaces a project's documents and reset empties the list", () => {
    const items = [aDocument()];
    const state = reducer(undefined, actions.update({ projectId: items[0].project_id, items }));
    expect(state.items).toBe(items);
    expect(state.projectId).toBe(items[0].project_id);
    expect(reducer(state, actions.reset())).toEqual({ projectId: null, items: [] });
  });
});

describe('projectFlags state group', () => {
  const { reducer, actions } = projectFlagsGroup;

  test('starts with every flag down', () => {
    expect(reducer(undefined, init)).toEqual({
      documentReviewBackground: false,
      documentUpdate: false,
      projectRepositoryList: false,
    });
  });

  test('update raises one flag and reset lowers them all', () => {
    const state = reducer(undefined, actions.update({ documentUpdate: true }));
    expect(state).toMatchObject({ documentUpdate: true, documentReviewBackground: false });
    expect(reducer(state, actions.reset())).toEqual(projectFlagsGroup.initialState);
  });
});
