import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * The first sign-in's offer of the tour: a card in a corner that covers nothing the person came
 * to use, so it never stands between them and a page they opened from a link.
 */
export function TourWelcome({ firstName, onStart, onDismiss }: { firstName: string; onStart: () => void; onDismiss: () => void }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        // Above the app bar and the desktop sidebar, below dialogs and toasts; on a phone, below the
        // navigation drawer it would otherwise cover.
        zIndex: { xs: theme.zIndex.drawer - 1, md: theme.zIndex.modal - 1 },
        left: 16,
        bottom: 16,
        right: { xs: 16, sm: 'auto' },
        width: { sm: 340 },
        p: 2.5,
        borderRadius: 2,
      })}
    >
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Take a one-minute tour of the sections you can use. You can replay it from your account menu.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={onDismiss}>Not now</Button>
        <Button variant="contained" onClick={onStart}>
          Start the tour
        </Button>
      </Stack>
    </Paper>
  );
}
