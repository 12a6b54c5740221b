import { repositoryBrowserGroup } from './repositoryBrowser';

const { reducer, actions } = repositoryBrowserGroup;

test('starts at the root, no search, the API order, not in the bin', () => {
  expect(reducer(undefined, { type: '@@init' })).toEqual({
    folderId: null,
    search: '',
    ordering: '',
    showBin: false,
  });
});

test('update merges what changed and reset returns to the defaults', () => {
  const browsing = reducer(undefined, actions.update({ folderId: 'f1', ordering: '-size' }));
  expect(browsing).toMatchObject({ folderId: 'f1', ordering: '-size', search: '' });
  expect(reducer(browsing, actions.reset())).toEqual(repositoryBrowserGroup.initialState);
});
