import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@app/shared/page-parts';
import type { HighConfidencePreview } from '../../api/reviewRequests';
import type { BulkReview } from '../../hooks/useBulkReview';
import { excerpt, questionLabel } from '../../reviewText';

const count = (value: number) => value.toLocaleString('en');
const answersText = (value: number) => (value === 1 ? '1 answer' : `${count(value)} answers`);

/** "3 answers from the library are left for you to review." */
const libraryLeftText = (value: number) => `${answersText(value)} from the library ${value === 1 ? 'is' : 'are'} left for you to review.`;

/** The answers it will approve, each with its question's ID, the question and the start of the answer. */
function AnswersToApprove({ preview }: { preview: HighConfidencePreview }) {
  const labelId = useId();
  return (
    <>
      <Box component="p" id={labelId} sx={{ mt: 0 }}>
        {`Approve these ${answersText(preview.toApprove.length)} (strong matches nobody has reviewed yet)? Approved answers enter the answer library; you can still change each one afterwards.`}
      </Box>
      {preview.libraryLeft > 0 ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {libraryLeftText(preview.libraryLeft)}
        </Alert>
      ) : null}
      {/* Focusable, so the keyboard scrolls it too. */}
      <List dense aria-labelledby={labelId} tabIndex={0} sx={{ maxHeight: 320, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {preview.toApprove.map((question) => (
          <ListItem key={question.id} divider alignItems="flex-start">
            <ListItemText
              primary={`${questionLabel(question)} · ${question.question}`}
              secondary={excerpt(question.answer) || 'A verdict without an explanation'}
              slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 500 } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * Lists the strong suggestions nobody has reviewed yet and approves exactly those on confirmation;
 * library answers (given for another questionnaire) are left for a person to read.
 */
export default function ApproveHighConfidenceDialog({ bulk, onClose }: { bulk: BulkReview; onClose(): void }) {
  const [preview, setPreview] = useState<HighConfidencePreview | null | undefined>(null);
  const { previewHighConfidence } = bulk;

  useEffect(() => {
    let current = true;
    void previewHighConfidence().then((found) => {
      if (current) setPreview(found);
    });
    return () => {
      current = false;
    };
  }, [previewHighConfidence]);

  const title = 'Approve all high-confidence suggestions';
  if (preview === null)
    return (
      <ConfirmDialog title={title} onClose={onClose}>
        Finding the high-confidence suggestions…
      </ConfirmDialog>
    );
  if (preview === undefined)
    return (
      <ConfirmDialog title={title} onClose={onClose}>
        The suggestions could not be listed. Try again in a moment.
      </ConfirmDialog>
    );
  if (preview.toApprove.length === 0) {
    return (
      <ConfirmDialog title={title} onClose={onClose}>
        {`No strong suggestions are waiting: every one has been reviewed.${preview.libraryLeft > 0 ? ` ${libraryLeftText(preview.libraryLeft)}` : ''}`}
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={`Approve ${count(preview.toApprove.length)}`}
      busy={bulk.busy}
      wide
      focus="confirm"
      onConfirm={() => void bulk.approveHighConfidence(preview.toApprove.map((question) => question.id)).then((done) => done && onClose())}
      onClose={onClose}
    >
      <AnswersToApprove preview={preview} />
    </ConfirmDialog>
  );
}
