import { apiErrorMessage, authGroup } from '@app/shared';
import type { ApiSuccess, RepositoryItem } from '@app/shared/contract';
import type { Action } from 'redux';
import { buffers, channel, type Channel, type SagaIterator } from 'redux-saga';
import { call, cancel, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { uploadFile, type UploadTarget } from '../api/repositoryItems';
import { uploadActions, uploadActionTypes, type AddUploadsAction, type UploadEntry } from './uploadQueueStore';
import { uploadRejection } from './uploadRules';

/** Files sent at once; the rest wait their turn, so the first ones finish early. */
const PARALLEL_UPLOADS = 3;

interface UploadJob {
  key: string;
  file: File;
  target: UploadTarget;
  controller: AbortController;
}

let nextKey = 0;

/** One file's request, its progress put in the store as the browser reports it. */
function* sendUpload(job: UploadJob): SagaIterator {
  yield put(uploadActions.changed(job.key, { status: 'uploading' }));
  // Only the newest share sent matters: older ones are dropped if the store is busy.
  const progress: Channel<number> = channel(buffers.sliding(1));
  const reportProgress = yield fork(function* (): SagaIterator {
    for (;;) {
      const fraction: number = yield take(progress);
      yield put(uploadActions.changed(job.key, { progress: Math.round(fraction * 100) }));
    }
  });
  try {
    const answer: ApiSuccess<RepositoryItem> = yield call(uploadFile, job.file, job.target, {
      signal: job.controller.signal,
      onProgress: (fraction) => progress.put(fraction),
    });
    yield cancel(reportProgress);
    yield put(uploadActions.uploaded(job.key, answer.message));
  } catch (error) {
    yield cancel(reportProgress);
    // A cancelled upload already says so.
    if (!job.controller.signal.aborted) yield put(uploadActions.changed(job.key, { status: 'failed', message: apiErrorMessage(error) }));
  } finally {
    progress.close();
  }
}

/** Takes the next waiting file when it is free; `jobs` holds the files not yet finished (for cancel). */
function* uploadWorker(queue: Channel<UploadJob>, jobs: Map<string, UploadJob>): SagaIterator {
  for (;;) {
    const job: UploadJob = yield take(queue);
    try {
      // Cancelled while it waited.
      if (!job.controller.signal.aborted) yield call(sendUpload, job);
    } finally {
      jobs.delete(job.key);
    }
  }
}

const signedInUserId = (state: object) => authGroup.select(state).user?.id;

/**
 * The upload list: each file is its own request with its own progress, cancel and message, three at
 * a time. Files that are surely refused (type, size, empty) fail at once without being sent.
 */
export function* uploadQueueSaga(): SagaIterator {
  const queue: Channel<UploadJob> = channel(buffers.expanding());
  const jobs = new Map<string, UploadJob>();
  for (let worker = 0; worker < PARALLEL_UPLOADS; worker += 1) yield fork(uploadWorker, queue, jobs);

  yield takeEvery(uploadActionTypes.add, function* ({ files, target }: AddUploadsAction): SagaIterator {
    const entries = files.map((file): UploadEntry => {
      const key = `upload-${(nextKey += 1)}`;
      const rejection = uploadRejection(file);
      return { key, name: file.name, progress: 0, status: rejection ? 'failed' : 'waiting', message: rejection };
    });
    yield put(uploadActions.queued(entries));
    entries.forEach((entry, index) => {
      if (entry.status !== 'waiting') return;
      const job = { key: entry.key, file: files[index], target, controller: new AbortController() };
      jobs.set(entry.key, job);
      queue.put(job);
    });
  });

  yield takeEvery(uploadActionTypes.cancel, ({ key }: Action & { key: string }) => {
    jobs.get(key)?.controller.abort();
    jobs.delete(key);
  });
  yield takeEvery(uploadActionTypes.reset, () => {
    for (const job of jobs.values()) job.controller.abort();
    jobs.clear();
  });

  // Another person signing in on this tab neither sees nor continues the last one's uploads.
  let uploader: string | undefined = yield select(signedInUserId);
  yield takeEvery(
    (action: Action<string>) => action.type.startsWith(`${authGroup.name}/`),
    function* (): SagaIterator {
      const userId: string | undefined = yield select(signedInUserId);
      if (userId === uploader) return;
      uploader = userId;
      yield put(uploadActions.reset());
    },
  );
}
