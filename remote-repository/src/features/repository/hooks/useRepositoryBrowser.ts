import { useAppDispatch, useAppSelector, useInjectReducer } from '@app/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { repositoryBrowserGroup, type RepositoryBrowserState } from '../stores/repositoryBrowser';

/** The repository's view state from its redux group, with the folder taken from the address. */
export function useRepositoryBrowser() {
  useInjectReducer(repositoryBrowserGroup.name, repositoryBrowserGroup.reducer);
  const state = useAppSelector(repositoryBrowserGroup.select);
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const folderId = searchParams.get('folder') || null;
  const isOtherFolder = state.folderId !== folderId;

  // A folder opened by a link, back or forward starts on its first page, out of any search.
  useEffect(() => {
    if (isOtherFolder) dispatch(repositoryBrowserGroup.actions.update({ folderId, page: 0, search: '' }));
  }, [isOtherFolder, folderId, dispatch]);

  const update = useCallback(
    (changes: Partial<Omit<RepositoryBrowserState, 'folderId'>>) => dispatch(repositoryBrowserGroup.actions.update(changes)),
    [dispatch],
  );

  return {
    ...state,
    folderId,
    page: isOtherFolder ? 0 : state.page,
    search: isOtherFolder ? '' : state.search,
    update,
  };
}

export type RepositoryBrowser = ReturnType<typeof useRepositoryBrowser>;
