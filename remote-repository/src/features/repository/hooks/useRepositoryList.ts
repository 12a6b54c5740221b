import type { RepositoryList, RepositoryListQuery } from '@app/shared/contract';
import { fetchRepositoryList } from '../../../shared/api/repositoryItems';
import { isIndexPending } from '../../../shared/components/IndexStateChip';
import { useApiResource } from '../../../shared/hooks/useApiResource';
import type { RepositoryBrowser } from './useRepositoryBrowser';

/** The call behind what is on screen: the bin, the search hits anywhere, or one folder. */
function repositoryListQuery(browser: RepositoryBrowser, inBin: boolean): RepositoryListQuery {
  const paging = { page: browser.page + 1, page_size: browser.pageSize };
  if (inBin) return { ...paging, bin: 'true' };
  const ordering = browser.ordering || undefined;
  if (browser.search) return { ...paging, search: browser.search, ordering };
  return { ...paging, parent_id: browser.folderId ?? undefined, ordering };
}

const hasPendingIndex = (list: RepositoryList) => list.results.some((item) => isIndexPending(item.index_state));

/** The page on screen; asked again every few seconds while a document on it is being indexed. */
export function useRepositoryList(browser: RepositoryBrowser, inBin: boolean) {
  const query = repositoryListQuery(browser, inBin);
  return useApiResource(JSON.stringify(query), (signal) => fetchRepositoryList(query, signal), { pollWhile: hasPendingIndex });
}
