import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function NotAuthorized() {
  return (
    <Stack component="section" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h5" component="h1">
        You are not authorized to view this page
      </Typography>
      <Typography color="text.secondary">Your role does not include access to this page. Ask an administrator of your organisation if you need it.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Stack>
  );
}
