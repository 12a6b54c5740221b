import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useLayoutEffect } from 'react';

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
/** Toasts stay 4500 ms (spec section 9). */
const TOAST_DURATION_MS = 4500;
const TOAST_COMPONENTS = { success: ReadableToast, error: ReadableToast, warning: ReadableToast, info: ReadableToast };

/**
 * Where toasts show: bottom-right, 4500 ms (spec section 9). notistack's `enqueueSnackbar` works from
 * the moment this provider is created; `onReady` says so once it is on the page.
 */
export default function ToastArea({ onReady }: { onReady: () => void }) {
  useLayoutEffect(onReady, [onReady]);
  return <SnackbarProvider anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} autoHideDuration={TOAST_DURATION_MS} Components={TOAST_COMPONENTS} />;
}
