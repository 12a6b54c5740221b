import { apiErrorMessage, downloadFromApi } from '@app/shared';
import { AUDITLOG_PATHS } from '@app/shared/contract';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';

/**
 * Export CSV: the API streams the filtered entries; the file is handed to the browser's download.
 */
export function useCsvExport(query: URLSearchParams) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const text = query.toString();
      await downloadFromApi(text ? `${AUDITLOG_PATHS.export}?${text}` : AUDITLOG_PATHS.export, 'audit-log.csv');
      enqueueSnackbar('The audit log was exported.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { exportCsv, busy };
}
