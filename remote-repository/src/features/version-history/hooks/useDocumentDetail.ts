import { DOCUMENT_PATHS, type RepositoryItemDetail } from '@app/shared/contract';
import { useApiData } from '@app/shared/page-parts';
import { isIndexPending } from '../../../shared/components/IndexStateChip';

const hasPendingIndex = (detail: RepositoryItemDetail) => detail.versions.some((version) => isIndexPending(version.index_state));

/** A document and its versions, newest first; asked again every few seconds while one is being indexed. */
export function useDocumentDetail(documentId: string) {
  return useApiData<RepositoryItemDetail>(DOCUMENT_PATHS.repositoryDetails(documentId), { pollWhile: hasPendingIndex });
}
