import type { RepositoryItemDetail } from '@app/shared/contract';
import { isIndexPending } from '../../../shared/components/IndexStateChip';
import { useApiResource } from '../../../shared/hooks/useApiResource';
import { fetchDocumentDetail } from '../api/documentVersions';

const hasPendingIndex = (detail: RepositoryItemDetail) => detail.versions.some((version) => isIndexPending(version.index_state));

/** A document's versions; asked again every few seconds while one of them is being indexed. */
export function useDocumentDetail(documentId: string) {
  return useApiResource(`document/${documentId}`, (signal) => fetchDocumentDetail(documentId, signal), { pollWhile: hasPendingIndex });
}
