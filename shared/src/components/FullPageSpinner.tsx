import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A spinner centred in the space it is given, announced to screen readers by its label. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', flex: 1, minHeight: '60vh' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
