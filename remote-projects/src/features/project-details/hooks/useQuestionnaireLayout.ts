import { apiErrorMessage, apiPut } from '@app/shared';
import { PROJECT_PATHS, type QuestionnaireLayout, type TableLayoutChoice } from '@app/shared/contract';
import { useApiData } from '@app/shared/page-parts';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';

/**
 * A questionnaire's layout as the API reads it, and re-extraction with a changed one: the API's
 * message in a toast either way (a document being processed answers why it cannot be done now).
 */
export function useQuestionnaireLayout(documentId: string) {
  const layout = useApiData<QuestionnaireLayout>(PROJECT_PATHS.questionnaireLayout(documentId));
  const [saving, setSaving] = useState(false);

  /** True once the document is queued to be read again with these tables. */
  const reextract = async (tables: TableLayoutChoice[]): Promise<boolean> => {
    setSaving(true);
    try {
      const { message } = await apiPut(PROJECT_PATHS.questionnaireLayout(documentId), { tables });
      enqueueSnackbar(message, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { ...layout, saving, reextract };
}
