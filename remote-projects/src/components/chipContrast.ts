import type { ChipProps } from '@mui/material/Chip';

/**
 * The theme's warning orange is too light behind white text (3:1) for the chips' small text: warning
 * chips carry dark text instead (6.7:1). Other colours keep the theme's.
 */
export const readableChipSx = (color: ChipProps['color']) => (color === 'warning' ? { color: 'rgba(0, 0, 0, 0.87)' } : undefined);
