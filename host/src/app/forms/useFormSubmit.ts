import { apiErrorMessage, apiFieldErrors, enqueueToast } from '@app/shared';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from './useFormFields';

interface SubmittableForm<F extends string> {
  trySubmit(ruleErrors: FieldErrors<F>): boolean;
  showServerErrors(apiErrors: Record<string, string[]>): void;
}

/**
 * Sends a form as every settings form does: its rules first, a busy state while the call runs, then
 * the message `send` answers in a toast, or the API's message and its field errors under the fields.
 */
export function useFormSubmit<F extends string>(form: SubmittableForm<F>, ruleErrors: FieldErrors<F>, send: () => Promise<string>) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.trySubmit(ruleErrors)) return;
    setBusy(true);
    try {
      enqueueToast(await send(), { variant: 'success' });
    } catch (error) {
      form.showServerErrors(apiFieldErrors(error));
      enqueueToast(apiErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
