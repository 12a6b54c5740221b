// Test support for this remote's screens: the shared fake API with control over uploads (progress,
// the abort signal), answers and rows shaped by the contract, and the screens as the host mounts them.
import { saveSession, store } from '@app/shared';
import type { DocumentVersion, RepositoryItem, RepositoryList } from '@app/shared/contract';
import { installFakeApi, type FakeHandler, type RecordedCall } from '@app/shared/test-support/fake-api';
import { aLoginResponse } from '@app/shared/test-support/fixtures';
import { ok, queryOf, refused, renderRoutes } from '@app/shared/test-support/screens';
import { act } from '@testing-library/react';
import { Route } from 'react-router-dom';
import AnswerLibrary from '../exposes/AnswerLibrary';
import Repository from '../exposes/Repository';
import VersionHistory from '../exposes/VersionHistory';
import { repositoryBrowserGroup } from '../features/repository/stores/repositoryBrowser';
import { uploadActions } from '../shared/uploads/uploadQueueStore';

export { ok, queryOf, refused };

const TIMES = { created_at: '2025-03-07T14:05:00', updated_at: '2025-03-07T14:05:00' };

export function aFolder(overrides: Partial<RepositoryItem> = {}): RepositoryItem {
  return {
    id: 'folder-1',
    kind: 'folder',
    name: 'Policies',
    parent_id: null,
    path: [],
    document_type: null,
    owner: { id: 'u1', full_name: 'Ada Lovelace' },
    size: null,
    version: 0,
    current_version_id: null,
    file_type: null,
    mime_type: null,
    index_state: null,
    index_error: null,
    ...TIMES,
    deleted_at: null,
    purge_at: null,
    ...overrides,
  };
}

export function aDocument(overrides: Partial<RepositoryItem> = {}): RepositoryItem {
  return aFolder({
    id: 'doc-1',
    kind: 'document',
    name: 'Security policy.pdf',
    document_type: { id: 'type-1', name: 'Policy' },
    size: 250_000,
    version: 1,
    current_version_id: 'version-1',
    file_type: 'pdf',
    mime_type: 'application/pdf',
    index_state: 'indexed',
    ...overrides,
  });
}

export function aVersion(overrides: Partial<DocumentVersion> = {}): DocumentVersion {
  return {
    id: 'version-1',
    document_id: 'doc-1',
    version: 1,
    size: 250_000,
    file_type: 'pdf',
    mime_type: 'application/pdf',
    original_name: 'Security policy.pdf',
    comment: '',
    created_by: { id: 'u1', full_name: 'Ada Lovelace' },
    created_at: '2025-03-07T14:05:00',
    is_current: true,
    restored_from: null,
    index_state: 'indexed',
    index_error: null,
    ...overrides,
  };
}

export function aList(results: RepositoryItem[], overrides: Partial<RepositoryList> = {}): RepositoryList {
  return { count: results.length, next: null, previous: null, results, breadcrumbs: [], ...overrides };
}

/** A promise the test settles, for an answer that should stay on its way for a while. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * The shared fake API, plus what a browser does for an upload: the test reports how much of a file
 * has been sent, and sees whether its request was aborted.
 */
export function installRepositoryApi(handler: FakeHandler) {
  const uploads = new Map<string, RecordedCall>();
  const fakeApi = installFakeApi((call) => {
    if (call.body instanceof FormData) uploads.set((call.body.get('file') as File).name, call);
    const answer = Promise.resolve(handler(call));
    // As a browser does: an aborted request ends at once, whenever the server would have answered.
    const { signal } = call;
    if (!signal) return answer;
    const aborted = new Promise<never>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')), { once: true });
    });
    return Promise.race([answer, aborted]);
  });
  const upload = (fileName: string) => {
    const call = uploads.get(fileName);
    if (!call) throw new Error(`${fileName} was not sent`);
    return call;
  };
  return {
    ...fakeApi,
    /** As the browser reports it: `fraction` of the file is sent. */
    reportProgress(fileName: string, fraction: number) {
      const total = ((upload(fileName).body as FormData).get('file') as File).size;
      act(() => upload(fileName).onUploadProgress?.({ loaded: Math.round(total * fraction), total }));
    },
    wasAborted: (fileName: string) => Boolean(upload(fileName).signal?.aborted),
    uploadedFileNames: () => [...uploads.keys()],
  };
}

export type RepositoryApi = ReturnType<typeof installRepositoryApi>;

/** Signs in with these permissions and starts the repository state (view, uploads) from its defaults. */
export function signInWith(permissions: string[]) {
  saveSession(aLoginResponse(permissions));
  store.dispatch(repositoryBrowserGroup.actions.reset());
  store.dispatch(uploadActions.reset());
}

export const MANAGER = ['view_repository', 'manage_repository'];
export const READER = ['view_repository'];

/** The screens as the host routes them, at `path`. */
export function renderAt(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/repository" element={<Repository />} />
      <Route path="/version-history" element={<VersionHistory />} />
      <Route path="/answer-library" element={<AnswerLibrary />} />
    </>,
  );
}
