import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useCallback, useId } from 'react';
import { fetchPreview } from '../api/repositoryItems';
import { LoadFailed } from '@app/shared/page-parts';
import { useApiResource } from '../hooks/useApiResource';
import { useDownload } from '../hooks/useDownload';
import { useIsPhone } from '../hooks/useIsPhone';
import { PreviewContent } from './PreviewContent';

interface PreviewDialogProps {
  documentId: string;
  /** A version other than the current one. */
  versionId?: string;
  /** What the title says: the document's name, and the version when it is not the current one. */
  title: string;
  onClose(): void;
}

/** A version of a document shown in the page, with its download. Loaded on first use. */
export default function PreviewDialog({ documentId, versionId, title, onClose }: PreviewDialogProps) {
  const isPhone = useIsPhone();
  const titleId = useId();
  const download = useDownload();
  const load = useCallback((signal: AbortSignal) => fetchPreview(documentId, versionId, signal), [documentId, versionId]);
  const preview = useApiResource(`${documentId}/${versionId ?? 'current'}`, load);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {preview.error ? (
          <LoadFailed message={preview.error} onRetry={preview.reload} />
        ) : preview.data ? (
          <PreviewContent preview={preview.data} name={title} />
        ) : (
          <Box role="progressbar" aria-label="Loading the preview">
            <Skeleton variant="rectangular" height={360} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download(documentId, versionId)}>Download</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
