import { apiGet, apiPost } from '@app/shared';
import {
  DOCUMENT_PATHS,
  type FileLink,
  type FileLinkRequest,
  type Preview,
  type RepositoryItem,
  type RepositoryList,
  type RepositoryListQuery,
} from '@app/shared/contract';

/** The path with the query's set values, in the order given. */
function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  return params.size > 0 ? `${path}?${params}` : path;
}

/** One page of a folder, of the search hits or of the bin. */
export async function fetchRepositoryList(query: RepositoryListQuery, signal?: AbortSignal): Promise<RepositoryList> {
  const answer = await apiGet<RepositoryList>(withQuery(DOCUMENT_PATHS.repository, query), { signal });
  return answer.data;
}

/** How to show one version of a document in the page (the current one without `versionId`). */
export async function fetchPreview(documentId: string, versionId: string | undefined, signal?: AbortSignal): Promise<Preview> {
  const answer = await apiGet<Preview>(withQuery(DOCUMENT_PATHS.filePreview(documentId), { version_id: versionId }), { signal });
  return answer.data;
}

/** A short-lived signed link to a version's bytes. */
export async function createFileLink(documentId: string, request: FileLinkRequest): Promise<FileLink> {
  const answer = await apiPost<FileLink>(DOCUMENT_PATHS.fileLink(documentId), request);
  return answer.data;
}

/** Where an uploaded file goes: a folder (a new document) or an existing document (a new version). */
export interface UploadTarget {
  parentId?: string | null;
  documentId?: string;
  comment?: string;
}

interface UploadOptions {
  signal: AbortSignal;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress(fraction: number): void;
}

/** Uploads ONE file (contract: one per request, text fields before the file part). */
export function uploadFile(file: File, target: UploadTarget, { signal, onProgress }: UploadOptions) {
  const form = new FormData();
  if (target.parentId) form.append('parent_id', target.parentId);
  if (target.documentId) form.append('document_id', target.documentId);
  if (target.comment) form.append('comment', target.comment);
  form.append('file', file, file.name);
  return apiPost<RepositoryItem>(DOCUMENT_PATHS.fileUpload, form, {
    signal,
    onUploadProgress: ({ loaded, total }) => {
      if (total) onProgress(loaded / total);
    },
  });
}
