import { useAppDispatch, useAppSelector, useInjectReducer } from '@app/shared';
import { useAddressPaging } from '@app/shared/page-parts';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPOSITORY_PAGE_SIZE, repositoryBrowserGroup, type RepositoryBrowserState } from '../stores/repositoryBrowser';

/**
 * How the repository is being looked at: the search, order and bin from its redux group; the folder
 * and the page in the address (`?folder=…&page=2`), so a link, Back and reload return to them.
 */
export function useRepositoryBrowser() {
  useInjectReducer(repositoryBrowserGroup.name, repositoryBrowserGroup.reducer);
  const state = useAppSelector(repositoryBrowserGroup.select);
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const { page, pageSize, setPage, setPageSize } = useAddressPaging(REPOSITORY_PAGE_SIZE);
  const folderId = searchParams.get('folder') || null;
  const isOtherFolder = state.folderId !== folderId;

  // A folder opened by a link, back or forward is shown out of any search.
  useEffect(() => {
    if (isOtherFolder) dispatch(repositoryBrowserGroup.actions.update({ folderId, search: '' }));
  }, [isOtherFolder, folderId, dispatch]);

  /** Another search, order or view (files or bin) starts again from the first page. */
  const update = useCallback(
    (changes: Partial<Omit<RepositoryBrowserState, 'folderId'>>) => {
      dispatch(repositoryBrowserGroup.actions.update(changes));
      if (page !== 1) setPage(1);
    },
    [dispatch, page, setPage],
  );

  return {
    ...state,
    folderId,
    search: isOtherFolder ? '' : state.search,
    page,
    pageSize,
    setPage,
    setPageSize,
    update,
  };
}

export type RepositoryBrowser = ReturnType<typeof useRepositoryBrowser>;
