import { apiClient, apiErrorMessage } from '@app/shared';
import { AUDITLOG_PATHS } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';

// FileReader rather than Blob.text(): the same in every browser and in the tests' DOM.
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** An error answered to a file request arrives as a Blob: read its JSON so the toast shows the message. */
async function exportErrorMessage(error: unknown): Promise<string> {
  const body = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  if (body instanceof Blob) {
    try {
      const message: unknown = JSON.parse(await blobText(body)).message;
      if (typeof message === 'string' && message) return message;
    } catch {
      // Not JSON: the generic message below.
    }
  }
  return apiErrorMessage(error);
}

function fileName(disposition: unknown): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? 'audit-log.csv';
}

/**
 * Export CSV: the API streams the filtered entries; the file is handed to the browser's download.
 * Through the API client (not a plain link) because the call carries the session's token.
 */
export function useCsvExport(query: URLSearchParams) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const text = query.toString();
      const response = await apiClient.get<Blob>(text ? `${AUDITLOG_PATHS.export}?${text}` : AUDITLOG_PATHS.export, { responseType: 'blob' });
      const url = URL.createObjectURL(response.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response.headers['content-disposition']);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      enqueueSnackbar('The audit log was exported.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(await exportErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { exportCsv, busy };
}
