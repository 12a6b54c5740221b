import type { RepositoryItem, RepositoryList, RepositoryOrdering } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import Box from '@mui/material/Box';
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
import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FileTypeIcon } from '../../../shared/components/FileTypeIcon';
import { IndexStateChip } from '../../../shared/components/IndexStateChip';
import { usePhoneLayout, visuallyHidden } from '@app/shared/page-parts';
import { formatFileSize } from '@app/shared/format';
import { folderLink } from '../../../shared/paths';
import { FROM_LG, FROM_MD, FROM_SM } from '../../../shared/components/columnVisibility';
import { ItemActionsMenu, type ItemAction } from './ItemActionsMenu';

// Only search hits show it: a folder's list does not load it.
const SearchHitDetails = lazy(() => import('./SearchHitDetails'));

type SortField = 'name' | 'document_type' | 'owner' | 'size' | 'updated_at';
type SortDirection = 'asc' | 'desc' | false;

interface Column {
  label: string;
  sortField?: SortField;
  sx?: object;
  align?: 'right';
}

const COLUMNS: Column[] = [
  { label: 'Name', sortField: 'name' },
  { label: 'Document type', sortField: 'document_type', sx: FROM_MD },
  { label: 'Owner', sortField: 'owner', sx: FROM_LG },
  { label: 'Size', sortField: 'size', sx: FROM_SM, align: 'right' },
  { label: 'Version', sx: FROM_MD },
  { label: 'Updated', sortField: 'updated_at', sx: FROM_SM },
  { label: 'Index' },
];

/** The direction a column is sorted in; with no ordering chosen a folder is by name, a search by relevance. */
function sortDirection(ordering: RepositoryOrdering | '', field: SortField, searching: boolean): SortDirection {
  const effective = ordering || (searching ? '' : 'name');
  if (effective === field) return 'asc';
  if (effective === `-${field}`) return 'desc';
  return false;
}

interface RepositoryTableProps {
  list: RepositoryList;
  /** The rows are search hits: each shows its folder and its highlighted passages. */
  searching: boolean;
  ordering: RepositoryOrdering | '';
  onSort(ordering: RepositoryOrdering): void;
  canManage: boolean;
  onAction(action: ItemAction, item: RepositoryItem): void;
  pagination: ReactNode;
}

interface ItemNameProps {
  item: RepositoryItem;
  searching: boolean;
  /** A phone shows only the name column: version, size, date and index state go under the name. */
  compact: boolean;
  onAction: RepositoryTableProps['onAction'];
}

/** What the hidden columns would say, on one line: "v2 · 9.3 kB · 11/22/2026 08:28 AM". */
function compactDetails(item: RepositoryItem): string {
  const versionDetails = item.kind === 'document' ? [`v${item.version}`, formatFileSize(item.size)] : [];
  return [...versionDetails, formatDateTime(item.updated_at)].join(' · ');
}

function ItemName({ item, searching, compact, onAction }: ItemNameProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ pt: 0.25 }}>
        <FileTypeIcon item={item} />
      </Box>
      <Box sx={{ minWidth: 0, wordBreak: 'break-word' }}>
        {item.kind === 'folder' ? (
          <Link component={RouterLink} to={folderLink(item.id)} underline="hover" sx={{ fontWeight: 500 }}>
            {item.name}
          </Link>
        ) : (
          // The name opens the preview; the row's menu has the rest.
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => onAction('preview', item)}
            sx={{ fontWeight: 500, textAlign: 'left', verticalAlign: 'baseline' }}
          >
            {item.name}
          </Link>
        )}
        {compact && (
          <Typography variant="caption" color="text.secondary" component="p">
            {compactDetails(item)}
          </Typography>
        )}
        {compact && item.index_state && (
          <Box sx={{ mt: 0.5 }}>
            <IndexStateChip state={item.index_state} error={item.index_error} />
          </Box>
        )}
        {searching && (
          <Suspense fallback={null}>
            <SearchHitDetails path={item.path} passages={item.passages} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}

/** A folder's items or the search hits: sortable columns, each row's actions, paging under it. */
export function RepositoryTable({ list, searching, ordering, onSort, canManage, onAction, pagination }: RepositoryTableProps) {
  const label = searching ? 'Search results' : 'Folders and documents';
  const isPhone = usePhoneLayout();
  const columns = isPhone ? COLUMNS.filter((column) => column.label !== 'Index') : COLUMNS;
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map(({ label: heading, sortField, sx, align }) => {
                const direction = sortField ? sortDirection(ordering, sortField, searching) : false;
                return (
                  <TableCell key={heading} sx={{ ...sx, fontWeight: 600, whiteSpace: 'nowrap' }} align={align} sortDirection={direction}>
                    {sortField ? (
                      <TableSortLabel
                        active={direction !== false}
                        direction={direction || 'asc'}
                        onClick={() => onSort((direction === 'asc' ? `-${sortField}` : sortField) as RepositoryOrdering)}
                      >
                        {heading}
                      </TableSortLabel>
                    ) : (
                      heading
                    )}
                  </TableCell>
                );
              })}
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
                <TableCell component="th" scope="row" sx={{ minWidth: { sm: 180 } }}>
                  <ItemName item={item} searching={searching} compact={isPhone} onAction={onAction} />
                </TableCell>
                <TableCell sx={FROM_MD}>{item.kind === 'document' ? (item.document_type?.name ?? '—') : null}</TableCell>
                <TableCell sx={FROM_LG}>{item.owner?.full_name}</TableCell>
                <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }} align="right">
                  {formatFileSize(item.size)}
                </TableCell>
                <TableCell sx={FROM_MD}>{item.kind === 'document' ? `v${item.version}` : ''}</TableCell>
                <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }}>{formatDateTime(item.updated_at)}</TableCell>
                {!isPhone && (
                  <TableCell>
                    <IndexStateChip state={item.index_state} error={item.index_error} />
                  </TableCell>
                )}
                <TableCell align="right" sx={{ width: 56 }}>
                  <ItemActionsMenu item={item} canManage={canManage} onAction={onAction} />
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
