import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONFIDENCE_TIERS } from '@app/shared/contract';
import { useId } from 'react';
import { CONFIDENCE_EXPLANATIONS, CONFIDENCE_LABELS } from '../../reviewText';
import { keyCapsSx } from '../keyCaps';

interface Shortcut {
  keys: string[];
  /** The keys are pressed together (Ctrl + Enter), not one or the other (j or ↓). */
  chord?: boolean;
  does: string;
}

const MOVING: Shortcut[] = [
  { keys: ['j', '↓'], does: 'Next question' },
  { keys: ['k', '↑'], does: 'Previous question' },
  { keys: ['?'], does: 'Show these shortcuts' },
];
const REVIEWING: Shortcut[] = [
  { keys: ['a'], does: 'Approve the answer, then go to the next question' },
  { keys: ['r'], does: 'Reject the answer, then go to the next question' },
  { keys: ['n'], does: 'Mark not applicable, then go to the next question' },
  { keys: ['e'], does: 'Edit the answer' },
  { keys: ['v'], does: 'Change the verdict: Yes, No, N/A, no verdict in turn' },
  { keys: ['Ctrl', 'Enter'], chord: true, does: 'Save the answer being edited (⌘ Enter on a Mac)' },
  { keys: ['Esc'], does: 'Leave the editor (a changed answer stays open, unsaved)' },
];

function ShortcutRows({ shortcuts }: { shortcuts: Shortcut[] }) {
  return shortcuts.map(({ keys, chord, does }) => (
    <TableRow key={does}>
      <TableCell sx={{ whiteSpace: 'nowrap', width: 140 }}>
        {keys.map((key, index) => (
          <span key={key}>
            {index > 0 ? (chord ? ' + ' : ' or ') : null}
            <kbd>{key}</kbd>
          </span>
        ))}
      </TableCell>
      <TableCell>{does}</TableCell>
    </TableRow>
  ));
}

/** The review's keyboard shortcuts (and, for reviewers, what the confidence tiers mean). */
export default function ShortcutsDialog({ canReview, onClose }: { canReview: boolean; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, ...keyCapsSx }}>
        <Typography variant="body2" color="text.secondary">
          Shortcuts work while no field is being typed in.
        </Typography>
        <Table size="small" aria-label="Keyboard shortcuts">
          <TableBody>
            <ShortcutRows shortcuts={canReview ? [...MOVING, ...REVIEWING] : MOVING} />
          </TableBody>
        </Table>
        {canReview ? (
          <>
            <Typography variant="subtitle2" component="h3">
              Confidence tiers
            </Typography>
            <Table size="small" aria-label="Confidence tiers">
              <TableBody>
                {CONFIDENCE_TIERS.map((tier) => (
                  <TableRow key={tier}>
                    <TableCell sx={{ whiteSpace: 'nowrap', width: 140 }}>{CONFIDENCE_LABELS[tier]}</TableCell>
                    <TableCell>{CONFIDENCE_EXPLANATIONS[tier]}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
