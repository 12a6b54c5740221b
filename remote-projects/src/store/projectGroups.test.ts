import { projectFlagsGroup } from './projectFlags';
import { workFlowItemsGroup } from './workFlowItems';

const init = { type: '@@init' };

describe('workFlowItems state group', () => {
  const { reducer, actions } = workFlowItemsGroup;

  test('starts with an empty list', () => expect(reducer(undefined, init)).toEqual({ items: [] }));

  test('update replaces the list and reset empties it', () => {
    const items = [{ id: 'd1' }];
    const state = reducer(undefined, actions.update({ items }));
    expect(state.items).toBe(items);
    expect(reducer(state, actions.reset())).toEqual({ items: [] });
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
