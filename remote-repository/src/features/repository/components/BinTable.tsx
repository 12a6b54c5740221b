import type { RepositoryItem, RepositoryList } from '@app/shared/contract';
import { formatDate } from '@app/shared/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { FileTypeIcon } from '../../../shared/components/FileTypeIcon';
import { visuallyHidden } from '@app/shared/page-parts';
import { FROM_MD, FROM_SM } from '../../../shared/components/columnVisibility';

interface BinTableProps {
  list: RepositoryList;
  onRestore(item: RepositoryItem): void;
  pagination: ReactNode;
}

const HEADING_SX = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/** Deleted folders and documents, when each was deleted and when the purge job removes it for good. Loaded on first use. */
export default function BinTable({ list, onRestore, pagination }: BinTableProps) {
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label="Bin">
        <Table size="small" aria-label="Bin">
          <TableHead>
            <TableRow>
              <TableCell sx={HEADING_SX}>Name</TableCell>
              <TableCell sx={{ ...HEADING_SX, ...FROM_MD }}>Was in</TableCell>
              <TableCell sx={{ ...HEADING_SX, ...FROM_SM }}>Deleted on</TableCell>
              <TableCell sx={HEADING_SX}>Purged on</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.results.map((item) => (
              <TableRow key={item.id} hover>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', wordBreak: 'break-word' }}>
                    <FileTypeIcon item={item} />
                    {item.name}
                  </Box>
                </TableCell>
                <TableCell sx={FROM_MD}>{['Repository', ...item.path.map((folder) => folder.name)].join(' / ')}</TableCell>
                <TableCell sx={FROM_SM}>{formatDate(item.deleted_at)}</TableCell>
                <TableCell>{formatDate(item.purge_at)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => onRestore(item)} aria-label={`Restore ${item.name}`}>
                    Restore
                  </Button>
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
