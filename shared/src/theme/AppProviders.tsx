import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from '../store/appStore';
import { theme } from './theme';

/** Toasts sit bottom-right and stay 4500 ms (spec section 9). */
export const TOAST_DURATION_MS = 4500;

/** The providers every app renders once at its root: the one store, the theme and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={TOAST_DURATION_MS}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
