import { apiDelete, apiErrorMessage, apiPatch, apiPost } from '@app/shared';
import { PROJECT_PATHS, type ProjectDocument, type UpdateProjectRequest } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { downloadFrom } from '../../../components/downloadFrom';

export type DocumentListFormat = 'xlsx' | 'csv';

/**
 * The changes the details page makes with one call each: the API's message in a toast either way,
 * then the page loads again. `pending` names the change on its way, so its button can show it.
 */
export function useProjectChanges(projectId: string, refresh: () => Promise<void>) {
  const [pending, setPending] = useState<string>();

  const change = async (key: string, call: () => Promise<{ message: string }>, then: () => void | Promise<void> = refresh): Promise<boolean> => {
    setPending(key);
    try {
      const { message } = await call();
      enqueueSnackbar(message, { variant: 'success' });
      await then();
      return true;
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      return false;
    } finally {
      setPending(undefined);
    }
  };

  return {
    pending,
    updateProject: (changes: UpdateProjectRequest) => change('project', () => apiPatch(PROJECT_PATHS.projectDetails(projectId), changes)),
    /** The project is gone: `onDeleted` leaves its page rather than loading it again. */
    deleteProject: (onDeleted: () => void) => change('project', () => apiDelete(PROJECT_PATHS.projectDetails(projectId)), onDeleted),
    reprocess: (document: ProjectDocument) => change(`reprocess:${document.id}`, () => apiPost(PROJECT_PATHS.reprocess, { document_id: document.id })),
    /** Stops the extraction or the suggestions; what is suggested so far stays. */
    cancelProcessing: (document: ProjectDocument) =>
      change(`cancel:${document.id}`, () => apiPost(PROJECT_PATHS.cancelProcessing, { document_id: document.id })),
    deleteDocument: (document: ProjectDocument) => change(`delete:${document.id}`, () => apiDelete(PROJECT_PATHS.projectFile(document.id))),
    /** The list of the project's documents and their status, as a file (no page reload needed). */
    exportDocumentList: async (format: DocumentListFormat) => {
      setPending(`document-list:${format}`);
      try {
        const { data, message } = await apiPost<{ url: string }>(PROJECT_PATHS.exportDocumentList, { project_id: projectId, format });
        downloadFrom(data.url);
        enqueueSnackbar(message, { variant: 'success' });
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      } finally {
        setPending(undefined);
      }
    },
  };
}

export type ProjectChanges = ReturnType<typeof useProjectChanges>;
