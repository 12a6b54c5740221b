import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reloadPage } from '../navigation/navigation';

/** A lazily loaded part (a remote, a code chunk) that failed to load (spec section 2). */
export function LazyLoadError() {
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h2">
        Oops! Something Went Wrong
      </Typography>
      <Typography color="text.secondary">Try refreshing the page or clearing your browser&apos;s cache</Typography>
      <Button variant="contained" onClick={reloadPage}>
        Refresh Now
      </Button>
    </Stack>
  );
}
