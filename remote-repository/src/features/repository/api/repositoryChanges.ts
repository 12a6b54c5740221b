import { apiDelete, apiPatch, apiPost } from '@app/shared';
import { DOCUMENT_PATHS, type CreateFolderRequest, type RepositoryItem, type UpdateRepositoryItemRequest } from '@app/shared/contract';

export function createFolder(request: CreateFolderRequest) {
  return apiPost<RepositoryItem>(DOCUMENT_PATHS.repository, request);
}

/** Rename, move (parent_id; null is the root) or change the document type. */
export function updateItem(id: string, changes: UpdateRepositoryItemRequest) {
  return apiPatch<RepositoryItem>(DOCUMENT_PATHS.repositoryDetails(id), changes);
}

export function moveToBin(id: string) {
  return apiDelete<RepositoryItem>(DOCUMENT_PATHS.repositoryDetails(id));
}

export function restoreFromBin(id: string) {
  return apiPost<RepositoryItem>(DOCUMENT_PATHS.restoreFromBin(id));
}
