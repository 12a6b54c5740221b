import { apiDelete, apiGet, apiPatch, apiPost } from '@app/shared';
import {
  DOCUMENT_PATHS,
  type CreateFolderRequest,
  type NamedRef,
  type RepositoryItem,
  type UpdateRepositoryItemRequest,
} from '@app/shared/contract';

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

export async function fetchDocumentTypes(signal?: AbortSignal): Promise<NamedRef[]> {
  const answer = await apiGet<NamedRef[]>(DOCUMENT_PATHS.repositoryDocumentTypes, { signal });
  return answer.data;
}
