import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProjectExportControl } from '../hooks/useProjectExport';

const documentsText = (count: number) => (count === 1 ? '1 document' : `${count} documents`);

/** An export on its way (progress, done of total), ready (its download link) or failed (why, and retry). */
export function ExportPanel({ exporter }: { exporter: ProjectExportControl }) {
  const { run } = exporter;
  if (!run) return null;
  const { status, subject } = run;

  if (status.state === 'ready') {
    return (
      <Alert
        severity="success"
        onClose={exporter.dismiss}
        action={
          status.url ? (
            <Button component="a" href={status.url} download color="inherit" size="small">
              Download again
            </Button>
          ) : undefined
        }
      >
        The export of {subject} is ready: {status.file_name}.
      </Alert>
    );
  }
  if (status.state === 'failed') {
    return (
      <Alert
        severity="error"
        onClose={exporter.dismiss}
        action={
          <Button color="inherit" size="small" onClick={() => void exporter.retry()}>
            Try again
          </Button>
        }
      >
        The export of {subject} failed. {status.error ?? ''}
      </Alert>
    );
  }
  const percent = status.total > 0 ? Math.round((100 * status.done) / status.total) : 0;
  return (
    <Paper variant="outlined" role="status" sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>Exporting {subject}…</Typography>
      <LinearProgress
        variant={status.state === 'queued' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label="Export progress"
        aria-valuetext={`${status.done} of ${documentsText(status.total)}`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {status.state === 'queued' ? 'Waiting to start' : `${status.done} of ${documentsText(status.total)}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The download starts by itself.
        </Typography>
      </Box>
    </Paper>
  );
}
