import { VERDICT_LABELS, type AnswerLibraryEntry, type AnswerLibraryOrdering } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FROM_LG, FROM_MD, FROM_SM } from '../../../shared/components/columnVisibility';
import { EntryStatusChip } from './EntryStatusChip';

type SortField = 'question' | 'topic' | 'owner' | 'approved_at';

interface Column {
  label: string;
  sortField?: SortField;
  sx?: object;
  align?: 'right';
}

const COLUMNS: Column[] = [
  { label: 'Question and answer', sortField: 'question' },
  { label: 'Verdict', sx: FROM_MD },
  { label: 'Topic', sortField: 'topic', sx: FROM_MD },
  { label: 'Status' },
  { label: 'Approved by', sortField: 'owner', sx: FROM_LG },
  { label: 'Approved', sortField: 'approved_at', sx: FROM_SM },
  { label: 'Uses', sx: FROM_LG, align: 'right' },
];

/** At most `lines` lines of a long text; the whole text is in the entry's panel. */
const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

type SortDirection = 'asc' | 'desc' | false;

function sortDirection(ordering: AnswerLibraryOrdering, field: SortField): SortDirection {
  if (ordering === field) return 'asc';
  if (ordering === `-${field}`) return 'desc';
  return false;
}

/** A first click sorts dates newest first and words from A; the next one reverses. */
function nextOrdering(field: SortField, direction: SortDirection): AnswerLibraryOrdering {
  const descending = direction === false ? field === 'approved_at' : direction === 'asc';
  return (descending ? `-${field}` : field) as AnswerLibraryOrdering;
}

interface LibraryTableProps {
  entries: AnswerLibraryEntry[];
  ordering: AnswerLibraryOrdering;
  onSort(ordering: AnswerLibraryOrdering): void;
  onOpen(entry: AnswerLibraryEntry): void;
  pagination: ReactNode;
}

/** The library's entries: sortable columns, each question opening its entry; columns give way on small screens. */
export function LibraryTable({ entries, ordering, onSort, onOpen, pagination }: LibraryTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label="Library entries">
        <Table size="small" aria-label="Library entries">
          <TableHead>
            <TableRow>
              {COLUMNS.map(({ label, sortField, sx, align }) => {
                const direction = sortField ? sortDirection(ordering, sortField) : false;
                return (
                  <TableCell key={label} sx={{ ...sx, fontWeight: 600, whiteSpace: 'nowrap' }} align={align} sortDirection={direction}>
                    {sortField ? (
                      <TableSortLabel active={direction !== false} direction={direction || 'asc'} onClick={() => onSort(nextOrdering(sortField, direction))}>
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: { sm: 280 }, maxWidth: 560 }}>
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    onClick={() => onOpen(entry)}
                    sx={{ fontWeight: 500, textAlign: 'left', ...clamp(2) }}
                  >
                    {entry.question}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={clamp(2)}>
                    {entry.answer}
                  </Typography>
                </TableCell>
                <TableCell sx={FROM_MD}>{entry.verdict ? VERDICT_LABELS[entry.verdict] : '—'}</TableCell>
                <TableCell sx={FROM_MD}>{entry.topic ?? '—'}</TableCell>
                <TableCell>
                  <EntryStatusChip status={entry.status} />
                </TableCell>
                <TableCell sx={FROM_LG}>{entry.approved_by?.full_name ?? '—'}</TableCell>
                <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>{formatDate(entry.approved_at)}</TableCell>
                <TableCell sx={FROM_LG} align="right">
                  {entry.uses}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination}
    </Paper>
  );
}
