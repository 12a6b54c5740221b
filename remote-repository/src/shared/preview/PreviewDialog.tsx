import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import type { Preview } from '@app/shared/contract';
import { LoadFailed, useApiData, usePhoneLayout } from '@app/shared/page-parts';
import { useId } from 'react';
import { previewUrl } from '../api/repositoryItems';
import { useDownload } from '../hooks/useDownload';
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
  const isPhone = usePhoneLayout();
  const titleId = useId();
  const download = useDownload();
  const preview = useApiData<Preview>(previewUrl(documentId, versionId));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {preview.error ? (
          <LoadFailed message={preview.error} onRetry={preview.retry} />
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
