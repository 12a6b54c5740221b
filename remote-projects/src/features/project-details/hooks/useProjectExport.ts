import { apiErrorMessage, apiGet, apiPost } from '@app/shared';
import { PROJECT_PATHS, type ExportStatus } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { downloadFrom } from '../../../components/downloadFrom';

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

export interface ExportRun {
  /** What is exported, in words: "the project", or a document's name. */
  subject: string;
  documentIds: string[] | undefined;
  status: ExportStatus;
}

const isRunning = (status: ExportStatus) => status.state === 'queued' || status.state === 'running';

/**
 * An export of the project (a zip) or of one document (its own format): started on the API, then
 * followed until it is ready, when the browser downloads it through its signed link.
 */
export function useProjectExport(projectId: string) {
  const [run, setRun] = useState<ExportRun>();
  const [starting, setStarting] = useState(false);
  /** Each answer's cited documents after its explanation, as the person chose for this project page. */
  const [includeSources, setIncludeSources] = useState(false);

  const start = useCallback(
    async (subject: string, documentIds?: string[]) => {
      setStarting(true);
      try {
        const { data } = await apiPost<ExportStatus>(PROJECT_PATHS.exports, {
          project_id: projectId,
          document_ids: documentIds,
          ...(includeSources && { include_sources: true }),
        });
        setRun({ subject, documentIds, status: data });
      } catch (error) {
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      } finally {
        setStarting(false);
      }
    },
    [projectId, includeSources],
  );

  const exportId = run?.status.id;
  const running = run !== undefined && isRunning(run.status);
  useEffect(() => {
    if (!running || !exportId) return undefined;
    let current = true;
    const timer = setTimeout(async () => {
      try {
        const { data } = await apiGet<ExportStatus>(PROJECT_PATHS.exportStatus(exportId));
        if (!current) return;
        setRun((previous) => previous && { ...previous, status: data });
        if (data.state === 'ready' && data.url) {
          downloadFrom(data.url);
          enqueueSnackbar(`${data.file_name} is ready and downloading.`, { variant: 'success' });
        }
        if (data.state === 'failed') enqueueSnackbar(data.error ?? 'The export failed.', { variant: 'error' });
      } catch (error) {
        if (!current) return;
        setRun((previous) => previous && { ...previous, status: { ...previous.status, state: 'failed', error: apiErrorMessage(error) } });
        enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      }
    }, EXPORT_POLL_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [running, exportId, run?.status]);

  return {
    run,
    busy: starting || running,
    start,
    retry: () => run && start(run.subject, run.documentIds),
    dismiss: () => setRun(undefined),
    includeSources,
    setIncludeSources,
  };
}

export type ProjectExportControl = ReturnType<typeof useProjectExport>;
