import type { AuditEntryView } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { SortableHeaderCell, type SortControl } from '@app/shared/page-parts';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { actorText, targetText, typedTargetText } from '../auditText';

interface AuditEntriesProps {
  entries: AuditEntryView[];
  onOpen(entry: AuditEntryView): void;
}

/** The time as the button that opens the entry: the one keyboard stop of a row. */
export function OpenEntryButton({ entry, onOpen }: { entry: AuditEntryView; onOpen(entry: AuditEntryView): void }) {
  return (
    <Link
      component="button"
      type="button"
      aria-haspopup="dialog"
      aria-label={`${formatDateTime(entry.created_at)}, ${entry.action.name}: details`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(entry);
      }}
      sx={{ whiteSpace: 'nowrap', textAlign: 'left' }}
    >
      {formatDateTime(entry.created_at)}
    </Link>
  );
}

/** Desktop: one row per entry; a click anywhere on the row opens its details; time, category and action sort the log. */
export function AuditEntryTable({ entries, onOpen, sort }: AuditEntriesProps & { sort: SortControl }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Audit entries">
        <TableHead>
          <TableRow>
            <SortableHeaderCell label="Time" field="created_at" sort={sort} />
            <TableCell>Who</TableCell>
            <TableCell>Client</TableCell>
            <SortableHeaderCell label="Category" field="category" sort={sort} />
            <SortableHeaderCell label="Action" field="action" sort={sort} />
            <TableCell>Target</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover onClick={() => onOpen(entry)} sx={{ cursor: 'pointer' }}>
              <TableCell>
                <OpenEntryButton entry={entry} onOpen={onOpen} />
              </TableCell>
              <TableCell>
                {actorText(entry)}
                {entry.actor?.email && entry.actor.email !== entry.actor.name ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {entry.actor.email}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{entry.entity?.name ?? '—'}</TableCell>
              <TableCell>{entry.category.name}</TableCell>
              <TableCell>{entry.action.name}</TableCell>
              <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                {targetText(entry)}
                {entry.target?.label ? (
                  <Typography variant="body2" color="text.secondary">
                    {entry.target.type_name}
                  </Typography>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phone: one card per entry, the same facts stacked. */
export function AuditEntryCards({ entries, onOpen }: AuditEntriesProps) {
  return (
    <Typography component="ul" aria-label="Audit entries" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => (
        <Typography
          component="li"
          key={entry.id}
          onClick={() => onOpen(entry)}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, cursor: 'pointer', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          <OpenEntryButton entry={entry} onOpen={onOpen} />
          <Typography sx={{ fontWeight: 600 }}>
            {entry.category.name}: {entry.action.name}
          </Typography>
          <Typography variant="body2">{typedTargetText(entry)}</Typography>
          <Typography variant="body2" color="text.secondary">
            By {actorText(entry)}
            {entry.entity?.name ? ` · ${entry.entity.name}` : ''}
          </Typography>
        </Typography>
      ))}
    </Typography>
  );
}
