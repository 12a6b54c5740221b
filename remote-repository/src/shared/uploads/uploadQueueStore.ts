import type { UnknownAction } from 'redux';
import type { UploadTarget } from '../api/repositoryItems';

type UploadStatus = 'waiting' | 'uploading' | 'uploaded' | 'failed' | 'cancelled';

export interface UploadEntry {
  key: string;
  name: string;
  /** Percent sent, 0 to 100. */
  progress: number;
  status: UploadStatus;
  /** Why it failed (the API's message or the check before sending), or the server's confirmation. */
  message: string | null;
}

/**
 * The upload list, in the host's store: the files keep going while the person moves between the
 * repository and a version history, and both screens show the same list.
 */
export interface RepositoryUploadsState {
  entries: UploadEntry[];
  /** Grows by one per file the server took, so a screen knows to list again. */
  uploadedCount: number;
}

export const REPOSITORY_UPLOADS = 'repositoryUploads';

const INITIAL_STATE: RepositoryUploadsState = { entries: [], uploadedCount: 0 };

const types = {
  add: `${REPOSITORY_UPLOADS}/add`,
  queued: `${REPOSITORY_UPLOADS}/queued`,
  changed: `${REPOSITORY_UPLOADS}/changed`,
  uploaded: `${REPOSITORY_UPLOADS}/uploaded`,
  cancel: `${REPOSITORY_UPLOADS}/cancel`,
  clearFinished: `${REPOSITORY_UPLOADS}/clearFinished`,
  reset: `${REPOSITORY_UPLOADS}/reset`,
} as const;

export interface AddUploadsAction extends UnknownAction {
  type: typeof types.add;
  /** Files stay out of the state: only the saga holds them, while they are sent. */
  files: readonly File[];
  target: UploadTarget;
}

export const uploadActions = {
  /** Asks the saga to check and queue these files. */
  add: (files: readonly File[], target: UploadTarget): AddUploadsAction => ({ type: types.add, files, target }),
  queued: (entries: UploadEntry[]) => ({ type: types.queued, entries }),
  changed: (key: string, changes: Partial<UploadEntry>) => ({ type: types.changed, key, changes }),
  uploaded: (key: string, message: string) => ({ type: types.uploaded, key, message }),
  cancel: (key: string) => ({ type: types.cancel, key }),
  /** Takes the finished files off the list; the ones still on their way stay. */
  clearFinished: () => ({ type: types.clearFinished }),
  /** Stops every upload and empties the list (another user signed in). */
  reset: () => ({ type: types.reset }),
};

export const uploadActionTypes = types;

export const isActive = (entry: Pick<UploadEntry, 'status'>) => entry.status === 'waiting' || entry.status === 'uploading';

function changeEntry(state: RepositoryUploadsState, key: string, changes: Partial<UploadEntry>): RepositoryUploadsState {
  return { ...state, entries: state.entries.map((entry) => (entry.key === key ? { ...entry, ...changes } : entry)) };
}

export function repositoryUploadsReducer(state: RepositoryUploadsState = INITIAL_STATE, action: UnknownAction): RepositoryUploadsState {
  switch (action.type) {
    case types.queued:
      return { ...state, entries: [...state.entries, ...(action.entries as UploadEntry[])] };
    case types.changed:
      return changeEntry(state, action.key as string, action.changes as Partial<UploadEntry>);
    case types.uploaded:
      return {
        ...changeEntry(state, action.key as string, { status: 'uploaded', progress: 100, message: action.message as string }),
        uploadedCount: state.uploadedCount + 1,
      };
    case types.cancel:
      return changeEntry(state, action.key as string, { status: 'cancelled', message: 'Upload cancelled.' });
    case types.clearFinished:
      return { ...state, entries: state.entries.filter(isActive) };
    case types.reset:
      return { entries: [], uploadedCount: state.uploadedCount };
    default:
      return state;
  }
}

export const selectRepositoryUploads = (state: object): RepositoryUploadsState =>
  (state as Record<string, RepositoryUploadsState | undefined>)[REPOSITORY_UPLOADS] ?? INITIAL_STATE;
