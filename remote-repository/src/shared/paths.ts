// The screens of this remote, as the host routes them (spec section 2).
export const REPOSITORY_PATH = '/repository';
const VERSION_HISTORY_PATH = '/version-history';

/** A folder of the repository (the root without an id); the folder is in the address so reload and back work. */
export function folderLink(folderId: string | null) {
  return { pathname: REPOSITORY_PATH, search: folderId ? `?folder=${encodeURIComponent(folderId)}` : '' };
}

export function versionHistoryLink(documentId: string) {
  return { pathname: VERSION_HISTORY_PATH, search: `?document=${encodeURIComponent(documentId)}` };
}

export const ANSWER_LIBRARY_PATH = '/answer-library';

/** A questionnaire's review screen (the projects remote's, by its address). */
export const documentReviewPath = (documentId: string) => `/project/document-review/${encodeURIComponent(documentId)}`;
