import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Below MUI's `sm` breakpoint (a phone held upright): lists show cards and filters a drawer. Read
 * on the first render (`noSsr`), so a phone never paints the wide layout first.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
