import Close from '@mui/icons-material/Close';
import Explore from '@mui/icons-material/Explore';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';

/** Long enough to read the offer; after it the card folds, so it covers the page's foot no longer. */
export const TOUR_OFFER_FOLD_MS = 8000;

// Above the app bar and the desktop sidebar, below dialogs and toasts; on a phone, below the
// navigation drawer it would otherwise cover.
const layer = (theme: Theme) => ({ xs: theme.zIndex.drawer - 1, md: theme.zIndex.modal - 1 });

interface TourWelcomeProps {
  firstName: string;
  onStart: () => void;
  onDismiss: () => void;
}

/**
 * The first sign-in's offer of the tour: a card in a corner that folds into a small button after a
 * few seconds (or when folded by hand), so it never stands between a person and the page they came
 * for. The button opens it again until it is answered.
 */
export function TourWelcome({ firstName, onStart, onDismiss }: TourWelcomeProps) {
  const headingId = useId();
  const card = useRef<HTMLElement>(null);
  const [folded, setFolded] = useState(false);
  // Folds by itself only the first time: opened again, it stays until answered or folded.
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    if (reopened) return;
    const timer = setTimeout(() => {
      // Someone working in the card (keyboard focus inside) is not interrupted.
      if (!card.current?.contains(document.activeElement)) setFolded(true);
    }, TOUR_OFFER_FOLD_MS);
    return () => clearTimeout(timer);
  }, [reopened]);

  if (folded) {
    return (
      <Fab
        size="small"
        color="primary"
        aria-label="Show the tour offer"
        onClick={() => {
          setReopened(true);
          setFolded(false);
        }}
        sx={(theme) => ({ position: 'fixed', zIndex: layer(theme), left: 16, bottom: 16 })}
      >
        <Explore />
      </Fab>
    );
  }
  return (
    <Paper
      ref={card}
      component="section"
      aria-labelledby={headingId}
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: layer(theme),
        left: 16,
        bottom: 16,
        right: { xs: 16, sm: 'auto' },
        width: { sm: 340 },
        p: 2.5,
        borderRadius: 2,
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {firstName ? `Welcome, ${firstName}!` : 'Welcome!'}
        </Typography>
        <IconButton size="small" aria-label="Fold the tour offer" onClick={() => setFolded(true)} sx={{ mt: -0.5, mr: -1 }}>
          <Close fontSize="small" />
        </IconButton>
      </Stack>
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
