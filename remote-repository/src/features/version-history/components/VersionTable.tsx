import type { DocumentVersion } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FROM_MD, FROM_SM } from '../../../shared/components/columnVisibility';
import { IndexStateChip } from '../../../shared/components/IndexStateChip';
import { usePhoneLayout, visuallyHidden } from '@app/shared/page-parts';
import { formatFileSize } from '@app/shared/format';

export type VersionAction = 'preview' | 'download' | 'restore';

interface VersionTableProps {
  versions: DocumentVersion[];
  /** Offers restoring the older versions as the newest (manage_repository). */
  canManage: boolean;
  onAction(action: VersionAction, version: DocumentVersion): void;
}

const HEADING_SX = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/** Every version of a document, newest first: who made it, when, how big, why, and whether it is searchable. */
/** On a phone only the version, date and actions have columns: who, size, comment and index go under the version. */
function CompactDetails({ version }: { version: DocumentVersion }) {
  return (
    <Box sx={{ mt: 0.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Typography variant="caption" color="text.secondary">
        {[version.created_by?.full_name ?? 'Unknown', formatFileSize(version.size)].join(' · ')}
      </Typography>
      {version.comment && (
        <Typography variant="caption" sx={{ wordBreak: 'break-word' }}>
          {version.comment}
        </Typography>
      )}
      <IndexStateChip state={version.index_state} error={version.index_error} />
    </Box>
  );
}

export function VersionTable({ versions, canManage, onAction }: VersionTableProps) {
  const isPhone = usePhoneLayout();
  return (
    <Paper variant="outlined">
      <TableContainer tabIndex={0} role="region" aria-label="Versions">
        <Table size="small" aria-label="Versions">
          <TableHead>
            <TableRow>
              <TableCell sx={HEADING_SX}>Version</TableCell>
              <TableCell sx={{ ...HEADING_SX, ...FROM_SM }}>Uploaded by</TableCell>
              <TableCell sx={HEADING_SX}>Uploaded</TableCell>
              <TableCell sx={{ ...HEADING_SX, ...FROM_SM }} align="right">
                Size
              </TableCell>
              <TableCell sx={{ ...HEADING_SX, ...FROM_SM }}>Comment</TableCell>
              <TableCell sx={{ ...HEADING_SX, ...FROM_MD }}>Index</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((version) => (
              <TableRow key={version.id} hover selected={version.is_current}>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      v{version.version}
                    </Typography>
                    {version.is_current && <Chip size="small" color="primary" label="Current" />}
                  </Box>
                  {version.restored_from !== null && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      Restored from v{version.restored_from}
                    </Typography>
                  )}
                  {isPhone && <CompactDetails version={version} />}
                </TableCell>
                <TableCell sx={FROM_SM}>{version.created_by?.full_name ?? 'Unknown'}</TableCell>
                <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>{formatDateTime(version.created_at)}</TableCell>
                <TableCell sx={{ ...FROM_SM, whiteSpace: 'nowrap' }} align="right">
                  {formatFileSize(version.size)}
                </TableCell>
                <TableCell sx={{ ...FROM_SM, maxWidth: 320, wordBreak: 'break-word' }}>{version.comment}</TableCell>
                <TableCell sx={FROM_MD}>
                  <IndexStateChip state={version.index_state} error={version.index_error} />
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
                    <Button size="small" onClick={() => onAction('preview', version)} aria-label={`Preview v${version.version}`}>
                      Preview
                    </Button>
                    <Button size="small" onClick={() => onAction('download', version)} aria-label={`Download v${version.version}`}>
                      Download
                    </Button>
                    {canManage && !version.is_current && (
                      <Button size="small" onClick={() => onAction('restore', version)} aria-label={`Restore v${version.version} as newest`}>
                        {/* The visible word starts the accessible name, so speech input finds the button. */}
                        Restore
                      </Button>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
