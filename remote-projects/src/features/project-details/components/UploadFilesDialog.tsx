import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { enqueueSnackbar } from 'notistack';
import { QuestionnaireFilesField, useQuestionnaireUploads } from '../../questionnaire';

interface UploadFilesDialogProps {
  projectId: string;
  projectName: string;
  onClose(): void;
  /** Files reached the project: the page shows them. */
  onUploaded(): void;
}

const filesText = (count: number) => (count === 1 ? '1 file' : `${count} files`);

/** "Upload more files": questionnaires into a project that exists, each with its progress and error. */
export default function UploadFilesDialog({ projectId, projectName, onClose, onUploaded }: UploadFilesDialogProps) {
  const uploads = useQuestionnaireUploads();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const upload = async () => {
    const { uploaded, failed } = await uploads.uploadAll(projectId);
    if (uploaded.length > 0) onUploaded();
    if (failed === 0) {
      enqueueSnackbar(`${filesText(uploaded.length)} uploaded to ${projectName}.`, { variant: 'success' });
      onClose();
    }
  };

  return (
    // Closing while files upload would cancel them: the Cancel button says so, a stray click does not.
    <Dialog open fullWidth maxWidth="md" fullScreen={fullScreen} onClose={uploads.busy ? undefined : onClose} aria-labelledby="upload-files-title">
      <DialogTitle id="upload-files-title">Upload files to {projectName}</DialogTitle>
      <DialogContent>
        <QuestionnaireFilesField uploads={uploads} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{uploads.busy ? 'Cancel uploads' : 'Close'}</Button>
        <Button variant="contained" onClick={() => void upload()} disabled={uploads.busy || uploads.waiting === 0}>
          {uploads.busy ? 'Uploading…' : uploads.waiting > 0 ? `Upload ${filesText(uploads.waiting)}` : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
