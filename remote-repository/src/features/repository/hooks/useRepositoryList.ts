import type { RepositoryList } from '@app/shared/contract';
import { useApiData } from '@app/shared/page-parts';
import { repositoryListUrl, type RepositoryListParams } from '../../../shared/api/repositoryItems';
import { isIndexPending } from '../../../shared/components/IndexStateChip';
import type { RepositoryBrowser } from './useRepositoryBrowser';

/** The call behind what is on screen: the bin, the search hits anywhere, or one folder. */
function repositoryListQuery(browser: RepositoryBrowser, inBin: boolean): RepositoryListParams {
  const paging = { page: browser.page, page_size: browser.pageSize };
  if (inBin) return { ...paging, bin: 'true' };
  const ordering = browser.ordering || undefined;
  if (browser.search) return { ...paging, search: browser.search, ordering };
  return { ...paging, parent_id: browser.folderId ?? undefined, ordering };
}

const hasPendingIndex = (list: RepositoryList) => list.results.some((item) => isIndexPending(item.index_state));

/** The page on screen, kept while the next one loads; asked again every few seconds while a document on it is being indexed. */
export function useRepositoryList(browser: RepositoryBrowser, inBin: boolean) {
  return useApiData<RepositoryList>(repositoryListUrl(repositoryListQuery(browser, inBin)), { keepPrevious: true, pollWhile: hasPendingIndex });
}
