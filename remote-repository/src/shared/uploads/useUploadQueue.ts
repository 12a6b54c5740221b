import { runSaga, useAppDispatch, useAppSelector, useInjectReducer } from '@app/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { UploadTarget } from '../api/repositoryItems';
import { REPOSITORY_UPLOADS, repositoryUploadsReducer, selectRepositoryUploads, uploadActions } from './uploadQueueStore';

export type { UploadEntry } from './uploadQueueStore';

/**
 * The saga, and redux-saga's effects with it (4 KB gzip), load with the first upload rather than with
 * the screen: there is nothing for it to do before. runSaga starts it once.
 */
const startUploadSaga = () => import('./uploadQueueSaga').then(({ uploadQueueSaga }) => runSaga(REPOSITORY_UPLOADS, uploadQueueSaga));

/**
 * The upload list from the store, run by its saga; `onUploaded` is called after each file the server
 * took while this screen is shown, to list again.
 */
export function useUploadQueue(onUploaded: () => void) {
  useInjectReducer(REPOSITORY_UPLOADS, repositoryUploadsReducer);
  const { entries, uploadedCount } = useAppSelector(selectRepositoryUploads);
  const dispatch = useAppDispatch();

  const seenUploads = useRef(uploadedCount);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });
  useEffect(() => {
    if (uploadedCount <= seenUploads.current) return;
    seenUploads.current = uploadedCount;
    onUploadedRef.current();
  }, [uploadedCount]);

  const add = useCallback(
    async (files: readonly File[], target: UploadTarget) => {
      await startUploadSaga();
      dispatch(uploadActions.add(files, target));
    },
    [dispatch],
  );
  const cancel = useCallback((key: string) => dispatch(uploadActions.cancel(key)), [dispatch]);
  const clearFinished = useCallback(() => dispatch(uploadActions.clearFinished()), [dispatch]);

  return { entries, add, cancel, clearFinished };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
