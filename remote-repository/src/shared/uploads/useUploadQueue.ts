import { useAppDispatch, useAppSelector, useInjectReducer, useInjectSaga } from '@app/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { UploadTarget } from '../api/repositoryItems';
import { uploadQueueSaga } from './uploadQueueSaga';
import { REPOSITORY_UPLOADS, repositoryUploadsReducer, selectRepositoryUploads, uploadActions } from './uploadQueueStore';

export type { UploadEntry } from './uploadQueueStore';

/**
 * The upload list from the store, run by its saga; `onUploaded` is called after each file the server
 * took while this screen is shown, to list again.
 */
export function useUploadQueue(onUploaded: () => void) {
  useInjectReducer(REPOSITORY_UPLOADS, repositoryUploadsReducer);
  useInjectSaga(REPOSITORY_UPLOADS, uploadQueueSaga);
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

  const add = useCallback((files: readonly File[], target: UploadTarget) => dispatch(uploadActions.add(files, target)), [dispatch]);
  const cancel = useCallback((key: string) => dispatch(uploadActions.cancel(key)), [dispatch]);
  const clearFinished = useCallback(() => dispatch(uploadActions.clearFinished()), [dispatch]);

  return { entries, add, cancel, clearFinished };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
