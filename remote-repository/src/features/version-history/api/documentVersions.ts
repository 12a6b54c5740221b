import { apiPost } from '@app/shared';
import { DOCUMENT_PATHS, type RepositoryItem } from '@app/shared/contract';

/** Makes an older version the newest again (as a new version that says where it came from). */
export function restoreVersion(documentId: string, versionId: string, comment: string) {
  return apiPost<RepositoryItem>(DOCUMENT_PATHS.restoreVersion(documentId, versionId), comment ? { comment } : {});
}
