import { createStateGroup } from '@app/shared';
import type { RepositoryOrdering } from '@app/shared/contract';

/**
 * How the repository is being looked at. The folder also lives in the address (`?folder=`), which
 * wins; the group remembers which folder `page` belongs to, so another folder starts on its first page.
 */
export interface RepositoryBrowserState {
  folderId: string | null;
  /** Words searched across the whole repository; '' browses the folder. */
  search: string;
  /** '' is the API's order: by name in a folder, best match first in a search. */
  ordering: RepositoryOrdering | '';
  /** 0-based, as the table's pagination counts. */
  page: number;
  pageSize: number;
  showBin: boolean;
}

export const REPOSITORY_PAGE_SIZES = [10, 20, 50, 100];

export const repositoryBrowserGroup = createStateGroup<RepositoryBrowserState>('repositoryBrowser', {
  folderId: null,
  search: '',
  ordering: '',
  page: 0,
  pageSize: 20,
  showBin: false,
});
