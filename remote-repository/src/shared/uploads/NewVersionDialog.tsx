import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ACCEPTED_FILE_PICKER_TYPES, uploadRejection } from './uploadRules';

interface NewVersionDialogProps {
  documentName: string;
  onClose(): void;
  /** Hands the chosen file on to the upload list, which shows its progress. */
  onUpload(file: File, comment: string): void;
}

/** Choose the file of a document's next version and say what changed. Loaded on first use. */
export default function NewVersionDialog({ documentName, onClose, onUpload }: NewVersionDialogProps) {
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setProblem(chosen ? uploadRejection(chosen) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose the file of the new version.');
      return;
    }
    if (problem) return;
    onUpload(file, comment.trim());
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Upload a new version</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>The new version of “{documentName}” becomes the current one; every earlier version stays in its history.</DialogContentText>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Button variant="outlined" onClick={() => fileInput.current?.click()}>
              Choose file
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="File of the new version"
              accept={ACCEPTED_FILE_PICKER_TYPES}
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {file ? file.name : 'No file chosen'}
            </Typography>
          </Box>
          {problem && (
            <Typography variant="body2" color="error" role="alert">
              {problem}
            </Typography>
          )}
          <TextField
            label="Comment (optional)"
            helperText="What changed in this version"
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
