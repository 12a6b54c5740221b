import { apiErrorMessage, apiFieldErrors } from '@app/shared';
import { createFolderRequestSchema, type ApiSuccess } from '@app/shared/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';

interface NameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Sends the name; the answer's message is toasted. */
  onSubmit(name: string): Promise<ApiSuccess<unknown>>;
  onClose(): void;
  /** After the change was made. */
  onDone(): void;
}

// The same rule the API checks (no / or \, not . or .., at most 200 characters), told as the person types.
const nameRule = createFolderRequestSchema.shape.name;

/** Names a new folder, or renames a folder or document. Loaded on first use. */
export default function NameDialog({ title, submitLabel, initialName = '', onSubmit, onClose, onDone }: NameDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = nameRule.safeParse(name);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Enter a name.');
      return;
    }
    setBusy(true);
    try {
      const answer = await onSubmit(checked.data);
      enqueueSnackbar(answer.message, { variant: 'success' });
      onDone();
    } catch (error) {
      const fieldProblem = apiFieldErrors(error).name?.[0];
      if (fieldProblem) setProblem(fieldProblem);
      else enqueueSnackbar(apiErrorMessage(error), { variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={() => !busy && onClose()} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
