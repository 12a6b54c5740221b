import '@fontsource/montserrat/400.css';
import '@fontsource/montserrat/500.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from '../store/appStore';
import { DeferredToastArea } from '../toasts';
import { theme } from './theme';

/** The providers every app renders once at its root: the one store, the theme and the toast area. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <DeferredToastArea />
      </ThemeProvider>
    </Provider>
  );
}
