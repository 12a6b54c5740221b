import { apiGet, apiPost } from '@app/shared';
import { DOCUMENT_PATHS, type RepositoryItem, type RepositoryItemDetail } from '@app/shared/contract';

/** The document and every one of its versions, newest first. */
export async function fetchDocumentDetail(documentId: string, signal?: AbortSignal): Promise<RepositoryItemDetail> {
  const answer = await apiGet<RepositoryItemDetail>(DOCUMENT_PATHS.repositoryDetails(documentId), { signal });
  return answer.data;
}

/** Makes an older version the newest again (as a new version that says where it came from). */
export function restoreVersion(documentId: string, versionId: string, comment: string) {
  return apiPost<RepositoryItem>(DOCUMENT_PATHS.restoreVersion(documentId, versionId), comment ? { comment } : {});
}
