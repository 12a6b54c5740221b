import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is phone-sized (below the theme's `sm`). The query reads the theme it is given:
 * `useTheme` from @mui/material/styles would bundle MUI's default theme (6 KB gzip) into this remote.
 */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
