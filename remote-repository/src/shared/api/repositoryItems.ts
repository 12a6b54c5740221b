import { apiPost } from '@app/shared';
import { DOCUMENT_PATHS, type FileLink, type FileLinkRequest, type RepositoryItem, type RepositoryListQuery } from '@app/shared/contract';
import { withQuery } from '@app/shared/page-parts';

/** The list's query parameters, as the address spells them. */
export type RepositoryListParams = Partial<Record<keyof RepositoryListQuery, string | number>>;

/** The address of one page of a folder, of the search hits or of the bin (a `RepositoryList`). */
export const repositoryListUrl = (query: RepositoryListParams) => withQuery(DOCUMENT_PATHS.repository, query);

/** The address of how to show one version of a document in the page (the current one without `versionId`). */
export const previewUrl = (documentId: string, versionId: string | undefined) => withQuery(DOCUMENT_PATHS.filePreview(documentId), { version_id: versionId });

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
