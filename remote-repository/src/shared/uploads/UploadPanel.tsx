import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { isActive, type UploadEntry } from './uploadQueueStore';
import type { UploadQueue } from './useUploadQueue';

function statusText({ status, progress, message }: UploadEntry): string {
  switch (status) {
    case 'waiting':
      return 'Waiting…';
    case 'uploading':
      // Every byte is sent: the server is storing the file and checking its type.
      return progress >= 100 ? 'Processing…' : `${progress}%`;
    case 'uploaded':
      return 'Uploaded';
    default:
      return message ?? '';
  }
}

function UploadRow({ entry, onCancel }: { entry: UploadEntry; onCancel(key: string): void }) {
  const active = isActive(entry);
  const isProblem = entry.status === 'failed';
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }} aria-label={entry.name}>
      {entry.status === 'uploaded' && <CheckCircleOutlined color="success" fontSize="small" aria-hidden />}
      {isProblem && <ErrorOutlined color="error" fontSize="small" aria-hidden />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap title={entry.name} sx={{ fontWeight: 500 }}>
          {entry.name}
        </Typography>
        {active && (
          <LinearProgress
            variant={entry.status === 'waiting' || entry.progress >= 100 ? 'indeterminate' : 'determinate'}
            value={entry.progress}
            aria-label={`Upload of ${entry.name}`}
            sx={{ my: 0.5 }}
          />
        )}
        <Typography variant="body2" color={isProblem ? 'error' : 'text.secondary'} role={isProblem ? 'alert' : undefined}>
          {statusText(entry)}
        </Typography>
      </Box>
      {active && (
        <IconButton size="small" aria-label={`Cancel upload of ${entry.name}`} onClick={() => onCancel(entry.key)}>
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

export interface UploadPanelProps {
  queue: Pick<UploadQueue, 'entries' | 'cancel' | 'clearFinished'>;
}

/** The files being uploaded, each with its progress, its cancel and how it ended. Reach it through LazyUploadPanel. */
export default function UploadPanel({ queue }: UploadPanelProps) {
  const headingId = useId();
  const { entries, cancel, clearFinished } = queue;
  const activeCount = entries.filter(isActive).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {activeCount > 0 ? `Uploading ${activeCount} of ${entries.length} ${entries.length === 1 ? 'file' : 'files'}` : 'Uploads'}
        </Typography>
        <Button size="small" onClick={clearFinished} disabled={activeCount === entries.length}>
          Clear finished
        </Button>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 320, overflowY: 'auto' }}>
        {entries.map((entry) => (
          <UploadRow key={entry.key} entry={entry} onCancel={cancel} />
        ))}
      </Box>
    </Paper>
  );
}
