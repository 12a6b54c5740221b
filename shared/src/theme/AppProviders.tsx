import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from '../store/appStore';
import { theme } from './theme';

/** Toasts sit bottom-right and stay 4500 ms (spec section 9). */
export const TOAST_DURATION_MS = 4500;

/**
 * notistack's own toast colours put white text on light green, orange and blue (contrast under 4.5:1,
 * WCAG AA); these are the theme's darker shades.
 */
const ReadableToast = styled(MaterialDesignContent)(({ theme }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.dark, color: theme.palette.common.black },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.dark },
}));
const TOAST_COMPONENTS = { success: ReadableToast, error: ReadableToast, warning: ReadableToast, info: ReadableToast };

/** The providers every app renders once at its root: the one store, the theme and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={TOAST_DURATION_MS} Components={TOAST_COMPONENTS}>
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
