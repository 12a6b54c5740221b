import type { AuditEntryView } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { actorText, fieldChanges, knownNames, typedTargetText, type FieldChangeKind } from '../auditText';

const CHANGE_LABELS: Record<FieldChangeKind, string> = { changed: 'Changed', added: 'Added', removed: 'Removed', unchanged: 'Unchanged' };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Before and after side by side, one row per field; what changed is marked in words, not colour alone. */
function ChangesTable({ entry }: { entry: AuditEntryView }) {
  const changes = fieldChanges(entry.before, entry.after, knownNames(entry));
  if (changes.length === 0) return <Typography variant="body2">No details were recorded with this entry.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Recorded changes, scrollable">
      <Table size="small" aria-label="Recorded changes">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field} sx={change.kind === 'unchanged' ? undefined : { bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                {change.label}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {CHANGE_LABELS[change.kind]}
                </Typography>
              </TableCell>
              <TableCell
                sx={{ overflowWrap: 'anywhere', ...(change.kind === 'changed' || change.kind === 'removed' ? { textDecoration: 'line-through' } : {}) }}
              >
                {change.before}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: change.kind === 'unchanged' ? undefined : 600 }}>{change.after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** One entry in full: who, where from, what it concerned and the recorded before/after. */
export default function AuditEntryDetails({ entry, onClose }: { entry: AuditEntryView; onClose(): void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby="audit-entry-title">
      <DialogTitle id="audit-entry-title">
        {entry.category.name}: {entry.action.name}
      </DialogTitle>
      {/* Focusable, so that a long entry scrolls by keyboard too (nothing else in it takes focus). */}
      <DialogContent dividers tabIndex={0} role="region" aria-label="Entry details" sx={{ display: 'grid', gap: 3 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' }, columnGap: 2, rowGap: 1, m: 0 }}>
          <Fact term="Time">{formatDateTime(entry.created_at)}</Fact>
          <Fact term="Who">
            {actorText(entry)}
            {entry.actor?.email ? ` (${entry.actor.email})` : ''}
          </Fact>
          <Fact term="Client">{entry.entity?.name ?? '—'}</Fact>
          <Fact term="Target">{typedTargetText(entry)}</Fact>
          <Fact term="IP address">{entry.ip ?? '—'}</Fact>
          <Fact term="User agent">{entry.user_agent ?? '—'}</Fact>
          <Fact term="Entry">No. {entry.seq} of the chain</Fact>
        </Box>
        <Box component="section" aria-labelledby="audit-entry-changes">
          <Typography id="audit-entry-changes" variant="subtitle1" component="h3" gutterBottom>
            Before and after
          </Typography>
          <ChangesTable entry={entry} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
