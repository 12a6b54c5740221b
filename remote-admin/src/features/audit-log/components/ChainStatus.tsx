import { AUDITLOG_PATHS, type AuditChainStatus } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { useApiData } from '@app/shared/page-parts';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const entriesText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

/**
 * Whether the organisation's hash chain still holds: recomputed by the API on each visit, so a
 * changed or removed entry shows here as a warning with where the chain breaks.
 */
export function ChainStatus() {
  const check = useApiData<AuditChainStatus>(AUDITLOG_PATHS.verify);
  const status = check.data;
  if (check.error) {
    return (
      <Alert
        severity="info"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={check.retry}>
            Check again
          </Button>
        }
      >
        The audit log&apos;s integrity could not be checked.
      </Alert>
    );
  }
  if (!status) return <Skeleton variant="text" width={260} aria-label="Checking the audit log's integrity" role="progressbar" />;
  if (!status.valid) {
    return (
      <Alert severity="warning" role="status">
        <strong>Chain broken at entry {status.broken_at_seq}</strong>
        {status.broken_at ? ` (${formatDateTime(status.broken_at)})` : ''}: {status.reason} The {entriesText(status.entries)} before it are intact. Entries from
        there on may have been altered outside the product.
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'success.dark' }}>
      <VerifiedUser fontSize="small" aria-hidden />
      <Typography variant="body2">
        <strong>Chain verified</strong>: {entriesText(status.entries)} checked {formatDateTime(status.checked_at)}, none altered.
      </Typography>
    </Box>
  );
}
