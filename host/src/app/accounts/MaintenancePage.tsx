import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useBranding } from '../branding/BrandingProvider';

/**
 * Shown while the product is down for maintenance. The spec keeps it out of the route table: a
 * deployment puts it in place of the routes.
 */
export default function MaintenancePage() {
  const { title } = useBranding();
  return (
    <Paper component="section" elevation={0} sx={{ maxWidth: 480, p: 5, textAlign: 'center', border: 1, borderColor: 'divider' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        We&apos;ll be back soon
      </Typography>
      <Typography color="text.secondary">{title} is down for maintenance. Please try again in a little while.</Typography>
    </Paper>
  );
}
