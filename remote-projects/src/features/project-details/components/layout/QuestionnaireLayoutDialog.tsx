import type { ProjectDocument } from '@app/shared/contract';
import { LoadFailed } from '@app/shared/page-parts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useQuestionnaireLayout } from '../../hooks/useQuestionnaireLayout';
import { draftOf, missingQuestionColumn, type LayoutDraft } from '../../layoutDraft';
import { TableLayoutEditor } from './TableLayoutEditor';

interface QuestionnaireLayoutDialogProps {
  document: ProjectDocument;
  onClose(): void;
  /** The document is queued to be read again: the page follows its progress. */
  onReextracted(): void;
}

/**
 * "Check columns": what was detected in each sheet or table of a questionnaire (header row, question,
 * ID, verdict and explanation columns, what is left out) with its first rows; the person changes any
 * of it and re-extracts, keeping the answers given to the same questions.
 */
export default function QuestionnaireLayoutDialog({ document, onClose, onReextracted }: QuestionnaireLayoutDialogProps) {
  const layout = useQuestionnaireLayout(document.id);
  const [draft, setDraft] = useState<LayoutDraft>();
  const { data, saving } = layout;

  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  const missing = draft ? missingQuestionColumn(draft) : [];
  const reextract = async () => {
    if (!draft || missing.length > 0) return;
    if (await layout.reextract(Object.values(draft))) {
      onReextracted();
      onClose();
    }
  };

  return (
    <Dialog open fullWidth maxWidth="lg" onClose={saving ? undefined : onClose} aria-labelledby="layout-title" aria-describedby="layout-intro">
      <DialogTitle id="layout-title">Check the columns of {document.name}</DialogTitle>
      <DialogContent>
        <DialogContentText id="layout-intro" sx={{ mb: 1 }}>
          {data?.confirmed ? 'These columns were confirmed. ' : 'These columns were detected. '}
          Give any column another role, choose the header row, or leave a {document.format === 'docx' ? 'table' : 'sheet'} out, then re-extract: answers already
          given to the same questions are kept.
          {document.format === 'docx' ? ' Numbered questions outside tables are read as before.' : ''}
        </DialogContentText>
        {layout.error && !data ? <LoadFailed message={layout.error} onRetry={layout.retry} /> : null}
        {!data && !layout.error ? (
          <Box role="status" aria-busy="true" aria-label="Loading the columns" sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={160} />
          </Box>
        ) : null}
        {data && draft
          ? data.tables.map((table) => {
              const choice = draft[table.key];
              return choice ? (
                <TableLayoutEditor
                  key={table.key}
                  format={data.format}
                  table={table}
                  choice={choice}
                  disabled={saving}
                  onChange={(changed) => setDraft({ ...draft, [table.key]: changed })}
                />
              ) : null;
            })
          : null}
        {missing.length > 0 ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Choose the question column of {missing.map((choice) => data?.tables.find((table) => table.key === choice.key)?.name).join(', ')}, or leave it out.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void reextract()}
          disabled={!draft || saving || missing.length > 0}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? 'Re-extracting…' : 'Re-extract'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
