import type { ChipProps } from '@mui/material/Chip';

/**
 * Two theme colours are too light behind white text for the chips' small text: warning orange (3:1)
 * carries dark text instead (6.7:1), and info blue (3.9:1) takes its darker shade (7.6:1). Other
 * colours keep the theme's.
 */
export const readableChipSx = (color: ChipProps['color']) => {
  if (color === 'warning') return { color: 'rgba(0, 0, 0, 0.87)' };
  if (color === 'info') return { bgcolor: 'info.dark' };
  return undefined;
};
