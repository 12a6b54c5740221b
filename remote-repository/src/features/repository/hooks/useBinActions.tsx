import { apiErrorMessage } from '@app/shared';
import type { RepositoryItem } from '@app/shared/contract';
import Button from '@mui/material/Button';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import { moveToBin, restoreFromBin } from '../api/repositoryChanges';

/** Deleting to the bin (with an Undo in its toast) and restoring from it; `onChanged` reloads the list. */
export function useBinActions(onChanged: () => void) {
  const restore = useCallback(
    async (item: Pick<RepositoryItem, 'id'>) => {
      try {
        const answer = await restoreFromBin(item.id);
        enqueueSnackbar(answer.message, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      }
      onChanged();
    },
    [onChanged],
  );

  const remove = useCallback(
    async (item: Pick<RepositoryItem, 'id'>) => {
      try {
        const answer = await moveToBin(item.id);
        enqueueSnackbar(answer.message, {
          variant: 'success',
          action: (toastKey) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(toastKey);
                void restore(item);
              }}
            >
              Undo
            </Button>
          ),
        });
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      }
      onChanged();
    },
    [onChanged, restore],
  );

  return { remove, restore };
}
