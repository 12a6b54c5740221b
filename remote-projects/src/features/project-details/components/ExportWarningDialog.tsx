import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@app/shared/page-parts';
import type { ExportGaps } from '../hooks/useExportWarning';

const count = (value: number) => value.toLocaleString('en');
const areAnswers = (value: number) => (value === 1 ? '1 answer is' : `${count(value)} answers are`);

/** "9 answers are blank and 12 are not approved." */
function gapsText({ blank, notApproved }: Pick<ExportGaps, 'blank' | 'notApproved'>): string {
  if (blank > 0 && notApproved > 0) return `${areAnswers(blank)} blank and ${count(notApproved)} ${notApproved === 1 ? 'is' : 'are'} not approved.`;
  return blank > 0 ? `${areAnswers(blank)} blank.` : `${areAnswers(notApproved)} not approved.`;
}

interface ExportWarningDialogProps {
  gaps: ExportGaps;
  /** The review screen of a document; absent for people who only read answers (they cannot fill the gaps). */
  reviewPath?(documentId: string): string;
  onExportAnyway(): void;
  onClose(): void;
}

/** Before an export that would leave answers out: how many, and the choice to export anyway or fill them first. */
export default function ExportWarningDialog({ gaps, reviewPath, onExportAnyway, onClose }: ExportWarningDialogProps) {
  const { first } = gaps;
  const goTo =
    first && reviewPath ? (
      <Button component={RouterLink} to={`${reviewPath(first.documentId)}?status=${first.status}`}>
        {first.status === 'unanswered' ? 'Go to the first blank one' : 'Go to the first unapproved one'}
      </Button>
    ) : undefined;
  return (
    <ConfirmDialog
      title={`Export ${gaps.subject} with answers missing?`}
      confirmLabel="Export anyway"
      focus="confirm"
      secondaryAction={goTo}
      onConfirm={onExportAnyway}
      onClose={onClose}
    >
      {`${gapsText(gaps)} The export writes only approved answers and those marked not applicable: the others stay empty in the file.`}
    </ConfirmDialog>
  );
}
