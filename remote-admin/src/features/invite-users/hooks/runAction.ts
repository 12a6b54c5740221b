import { apiErrorMessage } from '@app/shared';
import type { ApiSuccess } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';

/** Calls the API for a change and toasts its answer: the API's message either way. */
export async function runAction(call: () => Promise<ApiSuccess<unknown>>, afterSuccess: () => void): Promise<void> {
  try {
    const { message } = await call();
    enqueueSnackbar(message, { variant: 'success' });
    afterSuccess();
  } catch (error) {
    enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
  }
}
