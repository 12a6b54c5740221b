import { apiErrorMessage } from '@app/shared';
import type { ExportStatus, ProjectDocument } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFrom } from '../../../components/downloadFrom';
import { fetchExportStatus, startDocumentExport } from '../api/previewRequests';

/** How often a running export is asked about. */
export const EXPORT_POLL_MS = 1000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Downloading the document in its own format with its answers written in: the export runs on the
 * server, the page follows its progress and, once ready, downloads the signed link.
 */
export function useDocumentDownload(document: ProjectDocument | undefined) {
  const [progress, setProgress] = useState<ExportStatus | 'starting'>();
  const running = useRef<AbortController>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback(async () => {
    if (!document || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress('starting');
    try {
      let status = await startDocumentExport(document.project_id, document.id);
      while (status.state === 'queued' || status.state === 'running') {
        setProgress(status);
        await wait(EXPORT_POLL_MS, controller.signal);
        if (controller.signal.aborted) return;
        status = await fetchExportStatus(status.id, controller.signal);
      }
      if (status.state === 'ready' && status.url) downloadFrom(status.url);
      else enqueueSnackbar(status.error ?? 'The export failed. Try again.', { variant: 'error' });
    } catch (error) {
      if (!controller.signal.aborted) enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    } finally {
      if (running.current === controller) {
        running.current = undefined;
        setProgress(undefined);
      }
    }
  }, [document]);

  return { download, progress, busy: progress !== undefined };
}
