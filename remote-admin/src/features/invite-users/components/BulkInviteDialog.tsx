import { apiErrorMessage, apiFieldErrors, apiPost, downloadFromApi } from '@app/shared';
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_FILE_NAME, BULK_UPLOAD_MAX_ROWS, INVITE_USERS_PATHS } from '@app/shared/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';

/** "row 12" before "row 3" would read wrongly: the API's row keys in sheet order. */
const byRow = (errors: Record<string, string[]>) => Object.entries(errors).sort(([a], [b]) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));

/** Invites everyone in a filled template; a file with any bad row invites nobody and lists what to fix. */
export default function BulkInviteDialog({ onClose, onInvited }: { onClose(): void; onInvited(): void }) {
  const [file, setFile] = useState<File | null>(null);
  const [rowErrors, setRowErrors] = useState<[string, string[]][]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const downloadTemplate = async () => {
    try {
      await downloadFromApi(INVITE_USERS_PATHS.bulkTemplate, BULK_UPLOAD_FILE_NAME);
    } catch (error) {
      enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose the filled template.');
      return;
    }
    setBusy(true);
    setRowErrors([]);
    setProblem(undefined);
    const form = new FormData();
    form.append('file', file);
    try {
      const { message } = await apiPost(INVITE_USERS_PATHS.bulkUpload, form);
      enqueueSnackbar(message, { variant: 'success' });
      onInvited();
      onClose();
    } catch (error) {
      // Said once, in the dialog beside the file: the rows to fix, or the API's message.
      const rows = byRow(apiFieldErrors(error));
      setRowErrors(rows);
      if (rows.length === 0) setProblem(apiErrorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open fullWidth maxWidth="sm" onClose={busy ? undefined : onClose} aria-labelledby="bulk-invite-title" aria-describedby="bulk-invite-text">
      <Box component="form" noValidate onSubmit={upload}>
        <DialogTitle id="bulk-invite-title">Invite users from a spreadsheet</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="bulk-invite-text">
            Fill in the template, one person per row ({BULK_UPLOAD_COLUMNS.join(', ')}; at most {BULK_UPLOAD_MAX_ROWS}). Everyone is invited at once, or nobody
            if a row needs fixing.
          </DialogContentText>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button variant="outlined" onClick={downloadTemplate}>
              Download the template
            </Button>
            <Button variant="outlined" component="label">
              Choose the filled template
              <input
                type="file"
                hidden
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setProblem(undefined);
                  setRowErrors([]);
                }}
              />
            </Button>
          </Box>
          <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} aria-live="polite" sx={{ wordBreak: 'break-all' }}>
            {file ? `Chosen: ${file.name}` : 'No file chosen.'}
          </Typography>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {rowErrors.length > 0 ? (
            <Alert severity="error" aria-label="Rows to fix">
              <Typography variant="body2" sx={{ mb: 1 }}>
                Nobody was invited. Fix these rows and upload the file again:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {rowErrors.map(([row, messages]) => (
                  <li key={row}>
                    <strong>{row.replace(/^row/, 'Row')}</strong>: {messages.join(' ')}
                  </li>
                ))}
              </Box>
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Inviting…' : 'Invite everyone'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
