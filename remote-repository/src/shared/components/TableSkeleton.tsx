import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

/** Rows on their way: the table's shape, announced as loading. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Paper variant="outlined" role="progressbar" aria-label={label} sx={{ p: 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }}>
          <Skeleton variant="circular" width={20} height={20} />
          <Skeleton variant="text" sx={{ flex: 2 }} />
          <Skeleton variant="text" sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
          <Skeleton variant="text" sx={{ flex: 1 }} />
        </Box>
      ))}
    </Paper>
  );
}
