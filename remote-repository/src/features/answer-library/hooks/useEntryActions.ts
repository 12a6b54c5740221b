import { apiErrorMessage } from '@app/shared';
import type { AnswerLibraryEntryDetail, ApiSuccess, UpdateAnswerLibraryEntryRequest } from '@app/shared/contract';
import { useConfirm } from '@app/shared/page-parts';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { reapproveEntry, restoreEntry, retireEntry, saveEntry } from '../api/answerLibraryRequests';

/**
 * What can be done to an open entry: save (which approves it again), approve it again as it is,
 * retire and restore it (each asked once more). The API's message is toasted either way; after a
 * change `onChanged` reloads what shows it.
 */
export function useEntryActions(entryId: string, onChanged: () => void) {
  const [confirmDialog, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);

  const run = async (request: () => Promise<ApiSuccess<AnswerLibraryEntryDetail>>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await request();
      enqueueSnackbar(answer.message, { variant: 'success' });
      onChanged();
      return true;
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    confirmDialog,
    busy,
    save: (changes: UpdateAnswerLibraryEntryRequest) => run(() => saveEntry(entryId, changes)),
    reapprove: () => void run(() => reapproveEntry(entryId)),
    retire: () =>
      confirm({
        title: 'Retire this answer?',
        text: 'It will not be suggested for any question until it is restored. Questions that already used it keep their answers.',
        confirmLabel: 'Retire',
        destructive: true,
        onConfirm: async () => void (await run(() => retireEntry(entryId))),
      }),
    restore: () =>
      confirm({
        title: 'Restore this answer?',
        text: 'It will be suggested again for the same question in new questionnaires.',
        confirmLabel: 'Restore',
        onConfirm: async () => void (await run(() => restoreEntry(entryId))),
      }),
  };
}
