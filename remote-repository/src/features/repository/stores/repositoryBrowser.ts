import { createStateGroup } from '@app/shared';
import type { RepositoryOrdering } from '@app/shared/contract';

/**
 * How the repository is being looked at. The folder lives in the address (`?folder=`), which wins;
 * the group remembers which folder `search` belongs to, so opening another folder leaves the search.
 * The page and its size are in the address too (useRepositoryBrowser).
 */
export interface RepositoryBrowserState {
  folderId: string | null;
  /** Words searched across the whole repository; '' browses the folder. */
  search: string;
  /** '' is the API's order: by name in a folder, best match first in a search. */
  ordering: RepositoryOrdering | '';
  showBin: boolean;
}

export const REPOSITORY_PAGE_SIZES = [10, 20, 50, 100];
export const REPOSITORY_PAGE_SIZE = 20;

export const repositoryBrowserGroup = createStateGroup<RepositoryBrowserState>('repositoryBrowser', {
  folderId: null,
  search: '',
  ordering: '',
  showBin: false,
});
