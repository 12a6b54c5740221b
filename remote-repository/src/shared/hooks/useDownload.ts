import { apiErrorMessage } from '@app/shared';
import { enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import { createFileLink } from '../api/repositoryItems';
import { openFileUrl } from '../browser/openFileUrl';

/** Downloads a version of a document (the current one without `versionId`) under its original name. */
export function useDownload() {
  return useCallback(async (documentId: string, versionId?: string) => {
    try {
      const link = await createFileLink(documentId, { version_id: versionId, disposition: 'attachment' });
      openFileUrl(link.url);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    }
  }, []);
}
